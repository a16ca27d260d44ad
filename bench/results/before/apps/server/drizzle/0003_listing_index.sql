-- Change tracking for each instance's in-memory listing index (docs/decisions/005-listing-index.md):
-- lots.changed_tx is the transaction that last wrote the row; lot_deletions keeps deleted ids.
CREATE TABLE "lot_deletions" (
	"lot_id" integer NOT NULL,
	"changed_tx" bigint DEFAULT txid_current() NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Existing rows take 0 (no table rewrite): every index loads them in full at start anyway.
ALTER TABLE "lots" ADD COLUMN "changed_tx" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "changed_tx" SET DEFAULT txid_current();--> statement-breakpoint
CREATE INDEX "lot_deletions_changed_tx_idx" ON "lot_deletions" USING btree ("changed_tx");--> statement-breakpoint
CREATE INDEX "lots_changed_tx_idx" ON "lots" USING btree ("changed_tx");--> statement-breakpoint
CREATE FUNCTION lots_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.changed_tx := txid_current();
  RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_changed BEFORE UPDATE ON lots FOR EACH ROW EXECUTE FUNCTION lots_stamp_change();
--> statement-breakpoint
CREATE FUNCTION lots_record_deletions() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO lot_deletions (lot_id) SELECT o.id FROM old_rows o;
  -- An instance that has not looked for a day reloads its index anyway (see the decision).
  DELETE FROM lot_deletions WHERE deleted_at < now() - interval '1 day';
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_deleted AFTER DELETE ON lots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lots_record_deletions();
