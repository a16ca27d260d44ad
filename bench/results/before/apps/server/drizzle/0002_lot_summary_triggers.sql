-- Keeps lots.past, lot_facet_counts and lot_day_ranges in step with lots (docs/decisions/004).
-- Statement-level triggers with transition tables: a bulk insert of thousands of lots updates
-- each counter once, with the summed difference, instead of once per row. (Transition tables
-- are visible only inside the trigger function itself, hence the SQL in each of the three.)

-- The Japan-time (UTC+9, no daylight saving) calendar day of an instant, without time-zone data.
CREATE FUNCTION lot_tokyo_day(ts timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DATE '1970-01-01' + floor((extract(epoch FROM ts) + 32400) / 86400)::int $$;
--> statement-breakpoint
-- The instant today starts in Japan time (00:00 UTC+9).
CREATE FUNCTION tokyo_today_start() RETURNS timestamptz
  LANGUAGE sql STABLE
  AS $$ SELECT (lot_tokyo_day(now())::timestamp - interval '9 hours') AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
-- lots.past on insert and whenever the date or kind changes; Tokyo midnight is handled by
-- closePastAuctionDays (modules/listing/auction-days.ts).
CREATE FUNCTION lots_set_past() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.past := NEW.kind = 'auction' AND NEW.auction_date < tokyo_today_start();
  RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_past BEFORE INSERT OR UPDATE OF auction_date, kind ON lots
  FOR EACH ROW EXECUTE FUNCTION lots_set_past();
--> statement-breakpoint
UPDATE lots SET past = true WHERE kind = 'auction' AND auction_date < tokyo_today_start();
--> statement-breakpoint
-- The facets a lot is counted under; 'all' counts every lot.
CREATE FUNCTION lot_facet_pairs(maker_id int, model_id int, condition text, gearbox text, color text,
    chassis_code text, status int, auction_house_id int)
  RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ VALUES ('all', ''), ('maker', maker_id::text), ('model', model_id::text), ('condition', condition),
    ('gearbox', gearbox), ('color', color), ('chassis', chassis_code), ('status', status::text),
    ('auction', auction_house_id::text) $$;
--> statement-breakpoint
-- Recomputes the ranges of one kind and day from the lots themselves (after removals or edits).
CREATE FUNCTION lot_day_ranges_refresh(k text, d date) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  day_start timestamptz := (d::timestamp - interval '9 hours') AT TIME ZONE 'UTC';
BEGIN
  DELETE FROM lot_day_ranges WHERE kind = k AND day = d;
  INSERT INTO lot_day_ranges (kind, day, min_mileage, max_mileage, min_engine, max_engine, min_year, max_year)
  SELECT k, d, min(mileage), max(mileage), min(engine), max(engine), min(year), max(year)
  FROM lots WHERE kind = k AND auction_date >= day_start AND auction_date < day_start + interval '1 day'
  HAVING count(*) > 0;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION lots_summary_after_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Counters in key order: two concurrent inserts lock them in the same order (no deadlock).
  INSERT INTO lot_facet_counts AS c (kind, facet, value, day, n)
  SELECT r.kind, f.facet, f.value, lot_tokyo_day(r.auction_date), count(*)::int
  FROM new_rows r
  CROSS JOIN LATERAL lot_facet_pairs(r.maker_id, r.model_id, r.condition, r.gearbox, r.color, r.chassis_code, r.status, r.auction_house_id) f
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (kind, facet, value, day) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO lot_day_ranges AS d (kind, day, min_mileage, max_mileage, min_engine, max_engine, min_year, max_year)
  SELECT kind, lot_tokyo_day(auction_date), min(mileage), max(mileage), min(engine), max(engine), min(year), max(year)
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, day) DO UPDATE SET
    min_mileage = least(d.min_mileage, excluded.min_mileage), max_mileage = greatest(d.max_mileage, excluded.max_mileage),
    min_engine = least(d.min_engine, excluded.min_engine), max_engine = greatest(d.max_engine, excluded.max_engine),
    min_year = least(d.min_year, excluded.min_year), max_year = greatest(d.max_year, excluded.max_year);
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION lots_summary_after_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE lot_facet_counts c SET n = c.n - x.n
  FROM (
    SELECT r.kind, f.facet, f.value, lot_tokyo_day(r.auction_date) AS day, count(*)::int AS n
    FROM old_rows r
    CROSS JOIN LATERAL lot_facet_pairs(r.maker_id, r.model_id, r.condition, r.gearbox, r.color, r.chassis_code, r.status, r.auction_house_id) f
    GROUP BY 1, 2, 3, 4
  ) x
  WHERE c.kind = x.kind AND c.facet = x.facet AND c.value = x.value AND c.day = x.day;
  DELETE FROM lot_facet_counts WHERE n <= 0;
  PERFORM lot_day_ranges_refresh(x.kind, x.day)
  FROM (SELECT DISTINCT kind, lot_tokyo_day(auction_date) AS day FROM old_rows ORDER BY 1, 2) x;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION lots_summary_after_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Only lots whose counted or ranged columns changed: a comment or a price edit costs nothing.
  WITH changed AS (
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.kind, o.auction_date, o.maker_id, o.model_id, o.condition, o.gearbox, o.color, o.chassis_code, o.status,
           o.auction_house_id)
      IS DISTINCT FROM (n.kind, n.auction_date, n.maker_id, n.model_id, n.condition, n.gearbox, n.color, n.chassis_code,
           n.status, n.auction_house_id)
  ),
  delta AS (
    SELECT r.kind, r.auction_date, f.facet, f.value, -1 AS sign
    FROM old_rows r JOIN changed USING (id)
    CROSS JOIN LATERAL lot_facet_pairs(r.maker_id, r.model_id, r.condition, r.gearbox, r.color, r.chassis_code, r.status, r.auction_house_id) f
    UNION ALL
    SELECT r.kind, r.auction_date, f.facet, f.value, 1
    FROM new_rows r JOIN changed USING (id)
    CROSS JOIN LATERAL lot_facet_pairs(r.maker_id, r.model_id, r.condition, r.gearbox, r.color, r.chassis_code, r.status, r.auction_house_id) f
  )
  INSERT INTO lot_facet_counts AS c (kind, facet, value, day, n)
  SELECT kind, facet, value, lot_tokyo_day(auction_date), sum(sign)::int
  FROM delta GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (kind, facet, value, day) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM lot_facet_counts WHERE n <= 0;
  PERFORM lot_day_ranges_refresh(x.kind, x.day)
  FROM (
    SELECT o.kind, lot_tokyo_day(o.auction_date) AS day FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.kind, o.auction_date, o.mileage, o.engine, o.year) IS DISTINCT FROM (n.kind, n.auction_date, n.mileage, n.engine, n.year)
    UNION
    SELECT n.kind, lot_tokyo_day(n.auction_date) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.kind, o.auction_date, o.mileage, o.engine, o.year) IS DISTINCT FROM (n.kind, n.auction_date, n.mileage, n.engine, n.year)
    ORDER BY 1, 2
  ) x;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER lots_summary_insert AFTER INSERT ON lots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lots_summary_after_insert();
--> statement-breakpoint
CREATE TRIGGER lots_summary_delete AFTER DELETE ON lots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lots_summary_after_delete();
--> statement-breakpoint
CREATE TRIGGER lots_summary_update AFTER UPDATE ON lots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lots_summary_after_update();
--> statement-breakpoint
-- Lots that existed before this migration.
INSERT INTO lot_facet_counts (kind, facet, value, day, n)
SELECT r.kind, f.facet, f.value, lot_tokyo_day(r.auction_date), count(*)::int
FROM lots r
CROSS JOIN LATERAL lot_facet_pairs(r.maker_id, r.model_id, r.condition, r.gearbox, r.color, r.chassis_code, r.status, r.auction_house_id) f
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO lot_day_ranges (kind, day, min_mileage, max_mileage, min_engine, max_engine, min_year, max_year)
SELECT kind, lot_tokyo_day(auction_date), min(mileage), max(mileage), min(engine), max(engine), min(year), max(year)
FROM lots GROUP BY 1, 2;
