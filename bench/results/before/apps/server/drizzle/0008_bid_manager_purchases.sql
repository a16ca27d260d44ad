CREATE TABLE "purchased_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"status" smallint,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_logs" ADD COLUMN "old_value" text;--> statement-breakpoint
ALTER TABLE "bid_logs" ADD COLUMN "new_value" text;--> statement-breakpoint
ALTER TABLE "bid_logs" ADD COLUMN "cause_bid_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "bid_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "purchased_car_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD CONSTRAINT "purchased_cars_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD CONSTRAINT "purchased_cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD CONSTRAINT "purchased_cars_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_cars_bid_key" ON "purchased_cars" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "purchased_cars_user_idx" ON "purchased_cars" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bid_logs" ADD CONSTRAINT "bid_logs_cause_bid_id_bids_id_fk" FOREIGN KEY ("cause_bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchased_car_id_purchased_cars_id_fk" FOREIGN KEY ("purchased_car_id") REFERENCES "public"."purchased_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_purchased_car_idx" ON "ledger_entries" USING btree ("purchased_car_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_idempotency_key_key" UNIQUE("idempotency_key");