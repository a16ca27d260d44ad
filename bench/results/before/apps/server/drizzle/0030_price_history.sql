CREATE TABLE "price_summaries" (
	"model_id" integer NOT NULL,
	"chassis_code" text NOT NULL,
	"year" smallint NOT NULL,
	"band" text NOT NULL,
	"sold_count" integer NOT NULL,
	"median" bigint NOT NULL,
	CONSTRAINT "price_summaries_model_id_chassis_code_year_band_pk" PRIMARY KEY("model_id","chassis_code","year","band")
);

--> statement-breakpoint
CREATE INDEX "lots_price_history_idx" ON "lots" USING btree ("model_id","chassis_code","year","auction_date","condition_rank","sold_price","mileage","id","condition") WHERE kind = 'auction' AND status IN (4533, 4534) AND sold_price IS NOT NULL;