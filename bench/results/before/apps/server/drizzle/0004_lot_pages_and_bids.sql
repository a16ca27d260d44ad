CREATE TABLE "production_colors" (
	"color_no" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_months" (
	"chassis_code" text NOT NULL,
	"serial_from" integer NOT NULL,
	"serial_to" integer NOT NULL,
	"maker_key" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"model_name" text NOT NULL,
	"engine_no" text NOT NULL,
	"model_prefix" text NOT NULL,
	"color_count" smallint NOT NULL,
	"variant_count" smallint NOT NULL,
	CONSTRAINT "production_months_chassis_code_serial_from_pk" PRIMARY KEY("chassis_code","serial_from")
);
--> statement-breakpoint
CREATE TABLE "production_variants" (
	"chassis_code" text NOT NULL,
	"variant_no" smallint NOT NULL,
	"grade_code" text NOT NULL,
	"transmission" text NOT NULL,
	"model_suffix" text NOT NULL,
	"trim_code" text NOT NULL,
	"catalog_no" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "production_variants_chassis_code_variant_no_pk" PRIMARY KEY("chassis_code","variant_no")
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"lot_id" integer NOT NULL,
	"auction_type" text NOT NULL,
	"code" char(6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_codes_lot_id_auction_type_pk" PRIMARY KEY("lot_id","auction_type")
);
--> statement-breakpoint
CREATE TABLE "uss_downloads" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"lot_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uss_downloads_user_id_day_lot_id_pk" PRIMARY KEY("user_id","day","lot_id")
);
--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uss_downloads" ADD CONSTRAINT "uss_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uss_downloads" ADD CONSTRAINT "uss_downloads_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;