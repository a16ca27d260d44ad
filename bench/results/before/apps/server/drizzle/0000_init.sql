CREATE TABLE "auction_houses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_uss" boolean NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "average_prices" (
	"model_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"grade" text NOT NULL,
	"sold_count" integer NOT NULL,
	"sold_sum" bigint NOT NULL,
	CONSTRAINT "average_prices_model_id_year_grade_pk" PRIMARY KEY("model_id","year","grade")
);
--> statement-breakpoint
CREATE TABLE "bid_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"actor_id" integer,
	"event" text NOT NULL,
	"status" smallint,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint NOT NULL,
	"bid_group" integer,
	"export_type" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"placed_by_id" integer,
	"sold_price" bigint,
	"adjustment_price" bigint,
	"auto_bid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"group" char(1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_lot_id_pk" PRIMARY KEY("user_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"auction_house_id" integer NOT NULL,
	"auction_date" timestamp with time zone NOT NULL,
	"lot_no" integer NOT NULL,
	"maker_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"engine" integer NOT NULL,
	"chassis_code" text NOT NULL,
	"chassis_no" text NOT NULL,
	"grade" text NOT NULL,
	"color" text NOT NULL,
	"gearbox" text NOT NULL,
	"drive" text NOT NULL,
	"horse_power" integer,
	"mileage" integer NOT NULL,
	"equip" text NOT NULL,
	"condition" text NOT NULL,
	"condition_rank" smallint NOT NULL,
	"interior_grade" text,
	"start_price" bigint,
	"sold_price" bigint,
	"status" integer NOT NULL,
	"image_count" smallint NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"maker_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"refresh_hash" text NOT NULL,
	"previous_refresh_hash" text,
	"rotated_at" timestamp with time zone,
	"access_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"company" text,
	"country_id" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"mobile" text,
	"office_phone" text,
	"user_type" integer NOT NULL,
	"role_id" integer NOT NULL,
	"language" integer,
	"bid_email_notify" boolean DEFAULT true NOT NULL,
	"permissions" jsonb NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"daily_bid_limit" integer DEFAULT 0 NOT NULL,
	"daily_uss_limit" integer DEFAULT 0 NOT NULL,
	"dealer_id" integer,
	"manager_id" integer,
	"note" text,
	"invoice_link" text DEFAULT '' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_logs" ADD CONSTRAINT "bid_logs_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_logs" ADD CONSTRAINT "bid_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_placed_by_id_users_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_house_id_auction_houses_id_fk" FOREIGN KEY ("auction_house_id") REFERENCES "public"."auction_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_logs_bid_idx" ON "bid_logs" USING btree ("bid_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_user_lot_key" ON "bids" USING btree ("user_id","lot_id");--> statement-breakpoint
CREATE INDEX "bids_lot_idx" ON "bids" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_kind_idx" ON "email_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "favorites_user_group_idx" ON "favorites" USING btree ("user_id","group");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lots_kind_date_idx" ON "lots" USING btree ("kind","auction_date","id");--> statement-breakpoint
CREATE INDEX "lots_maker_model_idx" ON "lots" USING btree ("maker_id","model_id");--> statement-breakpoint
CREATE INDEX "lots_lot_no_idx" ON "lots" USING btree ("lot_no");--> statement-breakpoint
CREATE INDEX "lots_chassis_idx" ON "lots" USING btree ("chassis_code");--> statement-breakpoint
CREATE INDEX "lots_model_year_grade_idx" ON "lots" USING btree ("model_id","year","grade");--> statement-breakpoint
CREATE INDEX "models_maker_idx" ON "models" USING btree ("maker_id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_time_idx" ON "rate_limit_events" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_hash_key" ON "sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_access_hash_key" ON "sessions" USING btree ("access_hash");--> statement-breakpoint
CREATE INDEX "sessions_previous_refresh_hash_idx" ON "sessions" USING btree ("previous_refresh_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_dealer_idx" ON "users" USING btree ("dealer_id");