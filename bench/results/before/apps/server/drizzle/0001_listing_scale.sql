CREATE TABLE "lot_day_ranges" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"min_mileage" integer NOT NULL,
	"max_mileage" integer NOT NULL,
	"min_engine" integer NOT NULL,
	"max_engine" integer NOT NULL,
	"min_year" smallint NOT NULL,
	"max_year" smallint NOT NULL,
	CONSTRAINT "lot_day_ranges_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "lot_facet_counts" (
	"kind" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lot_facet_counts_kind_facet_value_day_pk" PRIMARY KEY("kind","facet","value","day")
);
--> statement-breakpoint
DROP INDEX "lots_kind_date_idx";--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "equip_codes" text[] GENERATED ALWAYS AS (regexp_split_to_array(upper(trim(equip)), '[[:space:],/]+')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "past" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "price_sort" bigint GENERATED ALWAYS AS (coalesce(start_price, sold_price, 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "lots_kind_year_idx" ON "lots" USING btree ("kind","past","year","id");--> statement-breakpoint
CREATE INDEX "lots_kind_mileage_idx" ON "lots" USING btree ("kind","past","mileage","id");--> statement-breakpoint
CREATE INDEX "lots_kind_condition_idx" ON "lots" USING btree ("kind","past","condition_rank","id");--> statement-breakpoint
CREATE INDEX "lots_kind_price_idx" ON "lots" USING btree ("kind","past","price_sort","id");--> statement-breakpoint
CREATE INDEX "lots_model_date_idx" ON "lots" USING btree ("model_id","auction_date","id");--> statement-breakpoint
CREATE INDEX "lots_chassis_no_prefix_idx" ON "lots" USING btree (upper("chassis_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lots_equip_codes_idx" ON "lots" USING gin ("equip_codes");--> statement-breakpoint
CREATE INDEX "lots_kind_date_idx" ON "lots" USING btree ("kind","past","auction_date","id");