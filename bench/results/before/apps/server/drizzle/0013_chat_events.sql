CREATE TABLE "bid_chat_reads" (
	"bid_id" integer NOT NULL,
	"side" text NOT NULL,
	"last_read_message_id" bigint NOT NULL,
	CONSTRAINT "bid_chat_reads_bid_id_side_pk" PRIMARY KEY("bid_id","side")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"side" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"audience" text NOT NULL,
	"owner_id" integer,
	"bid_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_chat_reads" ADD CONSTRAINT "bid_chat_reads_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_bid_idx" ON "chat_messages" USING btree ("bid_id","id");--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
-- Live events of bids (modules/events): statement triggers write one event per placed or changed
-- bid (only the values the lists show), one 'bid.counters' event for the managers when bids were
-- placed or moved between statuses, and one 'lot.result' per bid of a lot that got its result;
-- each announced with pg_notify on commit. In the changing transaction, so an event exists
-- exactly when its change committed, whichever code made it (services, the results job, seeds).
CREATE FUNCTION events_bid_payload(n bids, previous smallint, created boolean) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
  SELECT jsonb_build_object('type', 'bid.changed', 'bidId', n.id, 'lotId', n.lot_id, 'created', created, 'status', n.status,
    'previousStatus', previous, 'amount', n.amount, 'soldPrice', n.sold_price, 'bidGroup', n.bid_group,
    'exportType', n.export_type, 'autoBid', n.auto_bid, 'adjustmentPrice', n.adjustment_price)
$fn$;
--> statement-breakpoint
CREATE FUNCTION events_bids_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN INSERT INTO events (type, audience, owner_id, bid_id, payload)
    SELECT 'bid.changed', 'bid', n.user_id, n.id, events_bid_payload(n, NULL, true) FROM new_bids n ORDER BY n.id RETURNING id
  LOOP PERFORM pg_notify('jauc_events', r.id::text); END LOOP;
  FOR r IN INSERT INTO events (type, audience, payload) SELECT 'bid.counters', 'managers', '{"type":"bid.counters"}'::jsonb
    WHERE EXISTS (SELECT 1 FROM new_bids) RETURNING id
  LOOP PERFORM pg_notify('jauc_events', r.id::text); END LOOP;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION events_bids_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
    WHERE EXISTS (SELECT 1 FROM new_bids n JOIN old_bids o ON o.id = n.id WHERE n.status <> o.status) RETURNING id
  LOOP PERFORM pg_notify('jauc_events', r.id::text); END LOOP;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION events_lots_result() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN INSERT INTO events (type, audience, owner_id, bid_id, payload)
    SELECT 'lot.result', 'bid', b.user_id, b.id,
      jsonb_build_object('type', 'lot.result', 'bidId', b.id, 'lotId', n.id, 'auctionStatus', n.status, 'soldPrice', n.sold_price)
    FROM new_lots n JOIN old_lots o ON o.id = n.id JOIN bids b ON b.lot_id = n.id
    WHERE n.status BETWEEN 4533 AND 4538 AND (o.status IS DISTINCT FROM n.status OR o.sold_price IS DISTINCT FROM n.sold_price)
    ORDER BY b.id RETURNING id
  LOOP PERFORM pg_notify('jauc_events', r.id::text); END LOOP;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER bids_events_insert AFTER INSERT ON bids REFERENCING NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION events_bids_insert();
--> statement-breakpoint
CREATE TRIGGER bids_events_update AFTER UPDATE ON bids REFERENCING OLD TABLE AS old_bids NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION events_bids_update();
--> statement-breakpoint
CREATE TRIGGER lots_events_result AFTER UPDATE ON lots REFERENCING OLD TABLE AS old_lots NEW TABLE AS new_lots
  FOR EACH STATEMENT EXECUTE FUNCTION events_lots_result();
