CREATE TABLE "provider_feed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_full_sweep_at" timestamp with time zone,
	"last_summary" jsonb
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "provider_id" bigint;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "photo_urls" text[];--> statement-breakpoint
CREATE UNIQUE INDEX "lots_provider_key" ON "lots" USING btree ("kind","provider_id") WHERE provider_id IS NOT NULL;