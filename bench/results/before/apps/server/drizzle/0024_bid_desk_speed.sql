-- The bid desk at 100,000 bids (issue 18 §6, docs/decisions/015): the Japan-time day of each
-- bid's lot stored (the archive's day list computed it per bid per request), indexes for a
-- status tab sorted by a lot column, and a version of the bid lists that each instance's
-- counter cache (modules/bid/bid-counts-cache.ts) compares before answering from memory.
-- lot_day follows lot_date, which the triggers of 0009/0016 keep: a generated column needs no
-- trigger of its own. Bids whose lot_date is still the '-infinity' default have none.
ALTER TABLE "bids" ADD COLUMN "lot_day" date GENERATED ALWAYS AS (CASE WHEN isfinite(lot_date) THEN lot_tokyo_day(lot_date) END) STORED;--> statement-breakpoint
-- A status tab sorted by a lot column walks only that status's bids, in order, to its page.
CREATE INDEX "bids_status_lot_no_idx" ON "bids" USING btree ("status","lot_no","id");--> statement-breakpoint
CREATE INDEX "bids_status_year_idx" ON "bids" USING btree ("status","lot_year","id");--> statement-breakpoint
CREATE INDEX "bids_status_chassis_no_idx" ON "bids" USING btree ("status",lot_chassis_no COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "bids_status_rank_idx" ON "bids" USING btree ("status","lot_condition_rank","id");--> statement-breakpoint
CREATE INDEX "bids_status_start_price_idx" ON "bids" USING btree ("status","lot_start_price","id");--> statement-breakpoint
CREATE INDEX "bids_status_amount_idx" ON "bids" USING btree ("status","amount","id");--> statement-breakpoint
-- Bumped by every statement that writes bids (the copies of a changed lot included) and by a
-- change of who owns or manages a client: a counter kept under an older value is not used.
-- A sequence takes no lock and survives a rollback: a bump too many only costs a recount.
CREATE SEQUENCE bid_list_version;
--> statement-breakpoint
CREATE FUNCTION bid_list_version_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM nextval('bid_list_version');
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER bids_list_version AFTER INSERT OR UPDATE OR DELETE ON bids
  FOR EACH STATEMENT EXECUTE FUNCTION bid_list_version_bump();
--> statement-breakpoint
CREATE TRIGGER users_list_version AFTER INSERT OR DELETE OR UPDATE OF dealer_id, manager_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bid_list_version_bump();
