CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"rub_per_unit" numeric(12, 6) NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('JPY', 'EUR', 'USD')),
	CONSTRAINT "exchange_rates_origin_check" CHECK ("exchange_rates"."origin" in ('manual', 'fetched', 'seed')),
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."rub_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "tariff_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"part" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"effective_from" date NOT NULL,
	"source" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_versions_part_check" CHECK ("tariff_versions"."part" in ('personal_duty', 'utilization', 'clearance_fee', 'fee'))
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_date_idx" ON "exchange_rates" USING btree ("currency","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_versions_key" ON "tariff_versions" USING btree ("country_id","part","code","effective_from");