ALTER TABLE "bids" ADD COLUMN "lot_house" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_status" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_year" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_chassis_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_chassis_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_condition" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_condition_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_mileage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_start_price" bigint;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_sold_price" bigint;--> statement-breakpoint
-- The lot columns the bid lists filter, sort and count on (auction house, lot status, lot
-- number, year, chassis, condition, mileage, prices) are copied onto bids beside lot_date and
-- lot_stock (0009), so a list reads its active or archive bids, filters, sorts and counts on
-- `bids` alone; only the page's rows read their lots (modules/bid/bid-list.repo.ts).
-- A new bid (or one moved to another lot) takes its lot's values.
CREATE OR REPLACE FUNCTION bids_copy_lot() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT l.auction_date, l.kind = 'stock', l.auction_house_id, l.status, l.lot_no, l.year, l.chassis_code, l.chassis_no,
         l.condition, l.condition_rank, l.mileage, l.start_price, l.sold_price
    INTO NEW.lot_date, NEW.lot_stock, NEW.lot_house, NEW.lot_status, NEW.lot_no, NEW.lot_year, NEW.lot_chassis_code,
         NEW.lot_chassis_no, NEW.lot_condition, NEW.lot_condition_rank, NEW.lot_mileage, NEW.lot_start_price, NEW.lot_sold_price
    FROM lots l WHERE l.id = NEW.lot_id;
  RETURN NEW;
END $fn$;
--> statement-breakpoint
-- A changed lot passes its values to its bids, once per statement: the results job updates
-- 20,000 lots at once, and a statement trigger joins them with their bids in one UPDATE (the
-- bids of lots with no copied change, and lots without bids, are not touched). It replaces
-- 0009's row trigger for the date and kind. Transition tables cannot name columns, so it runs
-- after every UPDATE of lots and compares the old and new rows itself.
DROP TRIGGER lots_bids_copy ON lots;
--> statement-breakpoint
DROP FUNCTION lots_copy_to_bids();
--> statement-breakpoint
CREATE FUNCTION lots_copy_to_bids() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE bids b SET lot_date = n.auction_date, lot_stock = n.kind = 'stock', lot_house = n.auction_house_id,
         lot_status = n.status, lot_no = n.lot_no, lot_year = n.year, lot_chassis_code = n.chassis_code,
         lot_chassis_no = n.chassis_no, lot_condition = n.condition, lot_condition_rank = n.condition_rank,
         lot_mileage = n.mileage, lot_start_price = n.start_price, lot_sold_price = n.sold_price
    FROM new_lots n JOIN old_lots o ON o.id = n.id
   WHERE b.lot_id = n.id
     AND (o.auction_date, o.kind, o.auction_house_id, o.status, o.lot_no, o.year, o.chassis_code, o.chassis_no,
          o.condition, o.condition_rank, o.mileage, o.start_price, o.sold_price)
         IS DISTINCT FROM
         (n.auction_date, n.kind, n.auction_house_id, n.status, n.lot_no, n.year, n.chassis_code, n.chassis_no,
          n.condition, n.condition_rank, n.mileage, n.start_price, n.sold_price);
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_bids_copy AFTER UPDATE ON lots REFERENCING OLD TABLE AS old_lots NEW TABLE AS new_lots
  FOR EACH STATEMENT EXECUTE FUNCTION lots_copy_to_bids();
--> statement-breakpoint
-- The backfill changes no status and nothing a client sees: the statement triggers that log bid
-- changes (events, status totals) would only compare 100,000 old and new rows with each other.
ALTER TABLE bids DISABLE TRIGGER bids_events_update, DISABLE TRIGGER bids_totals_update;
--> statement-breakpoint
UPDATE bids b SET lot_house = l.auction_house_id, lot_status = l.status, lot_no = l.lot_no, lot_year = l.year,
       lot_chassis_code = l.chassis_code, lot_chassis_no = l.chassis_no, lot_condition = l.condition,
       lot_condition_rank = l.condition_rank, lot_mileage = l.mileage, lot_start_price = l.start_price, lot_sold_price = l.sold_price
  FROM lots l WHERE l.id = b.lot_id;
--> statement-breakpoint
ALTER TABLE bids ENABLE TRIGGER bids_events_update, ENABLE TRIGGER bids_totals_update;
--> statement-breakpoint
CREATE INDEX "bids_lot_no_idx" ON "bids" USING btree ("lot_no","id");--> statement-breakpoint
CREATE INDEX "bids_lot_year_idx" ON "bids" USING btree ("lot_year","id");--> statement-breakpoint
CREATE INDEX "bids_lot_chassis_no_idx" ON "bids" USING btree (lot_chassis_no COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "bids_lot_rank_idx" ON "bids" USING btree ("lot_condition_rank","id");--> statement-breakpoint
CREATE INDEX "bids_lot_start_price_idx" ON "bids" USING btree ("lot_start_price","id");--> statement-breakpoint
CREATE INDEX "bids_lot_house_idx" ON "bids" USING btree ("lot_house","lot_date","id");--> statement-breakpoint
CREATE INDEX "bids_lot_chassis_code_idx" ON "bids" USING btree ("lot_chassis_code","id");
