CREATE TABLE "lot_arrivals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"search_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_search_id_lot_id_pk" PRIMARY KEY("search_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"page_type" text NOT NULL,
	"query" text NOT NULL,
	"notify" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "bid_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_time_idx" ON "saved_search_hits" USING btree ("search_id","matched_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
-- Lots added to a listing become lot_arrivals rows for the saved-search alerts (decision 024):
-- inserted lots (the feeds; an upsert's updated rows are in the UPDATE transition table, not here)
-- and auction lots moved into the statistics. Nothing is written while no saved search exists,
-- so seeding and benchmarks pay one EXISTS per statement.
CREATE FUNCTION lots_record_arrivals() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM saved_searches) THEN
    INSERT INTO lot_arrivals (lot_id) SELECT id FROM new_rows;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_arrived AFTER INSERT ON lots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lots_record_arrivals();
--> statement-breakpoint
CREATE FUNCTION lots_record_past() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM saved_searches) THEN
    INSERT INTO lot_arrivals (lot_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_became_past AFTER UPDATE OF past ON lots
  FOR EACH ROW WHEN (NEW.past AND NOT OLD.past) EXECUTE FUNCTION lots_record_past();
