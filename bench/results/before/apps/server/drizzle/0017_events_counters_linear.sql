-- The counters event of migration 0013 asked `EXISTS (… new_bids JOIN old_bids …)`: for EXISTS the
-- planner joins the transition tables by nested loop, so an UPDATE of many bids that moved no
-- status (the results job setting sold prices, a backfill) compared every row with every row:
-- 10,000 bids took 10 s, 100,000 most of half an hour. Counting lets it hash-join: linear.
CREATE OR REPLACE FUNCTION events_bids_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN INSERT INTO events (type, audience, owner_id, bid_id, payload)
    SELECT 'bid.changed', 'bid', n.user_id, n.id, events_bid_payload(n, o.status, false)
    FROM new_bids n JOIN old_bids o ON o.id = n.id
    WHERE (n.status, n.amount, n.sold_price, n.bid_group, n.export_type, n.auto_bid, n.adjustment_price, n.user_id)
      IS DISTINCT FROM (o.status, o.amount, o.sold_price, o.bid_group, o.export_type, o.auto_bid, o.adjustment_price, o.user_id)
    ORDER BY n.id RETURNING id
  LOOP PERFORM pg_notify('jauc_events', r.id::text); END LOOP;
  FOR r IN INSERT INTO events (type, audience, payload) SELECT 'bid.counters', 'managers', '{"type":"bid.counters"}'::jsonb
    FROM (SELECT count(*) AS moved FROM new_bids n JOIN old_bids o ON o.id = n.id WHERE n.status <> o.status) m
    WHERE m.moved > 0 RETURNING id
  LOOP PERFORM pg_notify('jauc_events', r.id::text); END LOOP;
  RETURN NULL;
END $fn$;
