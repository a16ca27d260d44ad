-- The auction clock (modules/auction-clock): sessions whose results were applied, once each; a lot
-- number unique per auction session (the lots feed inserts with ON CONFLICT DO NOTHING on it);
-- the lots still waiting for a result, for the jobs that move them.
CREATE TABLE "auction_sessions" (
	"auction_house_id" integer NOT NULL,
	"day" date NOT NULL,
	"lot_count" integer NOT NULL,
	"results_applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_sessions_auction_house_id_day_pk" PRIMARY KEY("auction_house_id","day")
);
--> statement-breakpoint
ALTER TABLE "auction_sessions" ADD CONSTRAINT "auction_sessions_auction_house_id_auction_houses_id_fk" FOREIGN KEY ("auction_house_id") REFERENCES "public"."auction_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_session_lot_key" ON "lots" USING btree ("auction_house_id","auction_date","lot_no") WHERE kind = 'auction';--> statement-breakpoint
CREATE INDEX "lots_open_idx" ON "lots" USING btree ("auction_date") WHERE kind = 'auction' AND status IN (4531, 4532);