CREATE TABLE "bid_status_totals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bids_status_date_idx" ON "bids" USING btree ("status","lot_date","id");--> statement-breakpoint
-- bid_status_totals: one row per change of a bid's status (+1 for the new, -1 for the old),
-- appended by statement triggers on bids (a bulk insert adds one row per status, not per bid).
-- Appending never waits on another writer, where updating one counter row per status would
-- queue every bid placed at once behind each other and could deadlock two multi-bid changes.
CREATE FUNCTION bids_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO bid_status_totals (status, n) SELECT status, count(*) FROM new_bids GROUP BY status;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION bids_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO bid_status_totals (status, n) SELECT status, -count(*) FROM old_bids GROUP BY status;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION bids_totals_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO bid_status_totals (status, n)
  SELECT status, sum(d) FROM (
    SELECT o.status, -1 AS d FROM old_bids o JOIN new_bids n ON n.id = o.id WHERE n.status <> o.status
    UNION ALL
    SELECT n.status, 1 FROM old_bids o JOIN new_bids n ON n.id = o.id WHERE n.status <> o.status
  ) moved GROUP BY status;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER bids_totals_insert AFTER INSERT ON bids REFERENCING NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bids_totals_insert();
--> statement-breakpoint
CREATE TRIGGER bids_totals_delete AFTER DELETE ON bids REFERENCING OLD TABLE AS old_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bids_totals_delete();
--> statement-breakpoint
CREATE TRIGGER bids_totals_update AFTER UPDATE ON bids REFERENCING OLD TABLE AS old_bids NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION bids_totals_update();
--> statement-breakpoint
-- Folds the appended rows into one per status. The DELETE sees only rows committed when it
-- starts; rows appended meanwhile stay for the next fold, so no change is lost or counted twice.
-- One fold at a time (the others skip): a second would find nothing new to fold anyway.
CREATE FUNCTION bid_status_totals_fold() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF pg_try_advisory_xact_lock(724312) THEN
    WITH gone AS (DELETE FROM bid_status_totals RETURNING status, n)
    INSERT INTO bid_status_totals (status, n) SELECT status, sum(n) FROM gone GROUP BY status HAVING sum(n) <> 0;
  END IF;
END $fn$;
--> statement-breakpoint
INSERT INTO bid_status_totals (status, n) SELECT status, count(*) FROM bids GROUP BY status;
