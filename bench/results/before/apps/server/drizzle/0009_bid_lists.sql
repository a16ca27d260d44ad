ALTER TABLE "bids" ADD COLUMN "lot_date" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "lot_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bids_lot_date_idx" ON "bids" USING btree ("lot_date","id");--> statement-breakpoint
CREATE INDEX "bids_unsettled_idx" ON "bids" USING btree ("lot_date","id") WHERE status IN (1, 2, 6);--> statement-breakpoint
CREATE INDEX "bids_stock_idx" ON "bids" USING btree ("lot_date","id") WHERE lot_stock;--> statement-breakpoint
CREATE INDEX "bids_user_date_idx" ON "bids" USING btree ("user_id","lot_date","id");--> statement-breakpoint
-- bids.lot_date and bids.lot_stock copy the lot's auction date and kind: the bid lists split
-- active from archive, sort by date and page on bids alone (modules/bid/bid-list.repo.ts). A
-- trigger fills them, so every writer of bids (place-bid, seeders, tests) keeps them right
-- without knowing about them; a lot whose date or kind changes passes it on to its bids.
CREATE FUNCTION bids_copy_lot() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT l.auction_date, l.kind = 'stock' INTO NEW.lot_date, NEW.lot_stock FROM lots l WHERE l.id = NEW.lot_id;
  RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER bids_lot_copy BEFORE INSERT OR UPDATE OF lot_id ON bids
  FOR EACH ROW EXECUTE FUNCTION bids_copy_lot();
--> statement-breakpoint
CREATE FUNCTION lots_copy_to_bids() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE bids SET lot_date = NEW.auction_date, lot_stock = NEW.kind = 'stock' WHERE lot_id = NEW.id;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_bids_copy AFTER UPDATE OF auction_date, kind ON lots
  FOR EACH ROW WHEN (OLD.auction_date IS DISTINCT FROM NEW.auction_date OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION lots_copy_to_bids();
--> statement-breakpoint
UPDATE bids b SET lot_date = l.auction_date, lot_stock = l.kind = 'stock' FROM lots l WHERE l.id = b.lot_id;
