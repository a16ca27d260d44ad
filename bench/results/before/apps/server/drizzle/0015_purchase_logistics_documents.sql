CREATE TABLE "purchase_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchased_car_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchased_car_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "stock_yard" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "export_port" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "type_of_export" smallint;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "purchase_date" date;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "shipping_line" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "voyage" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "etd" date;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "eta" date;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "discharge_port" text;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "auction_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "agent_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "delivery_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "freight" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "other_fees" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "consignee" jsonb;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "notify_party" jsonb;--> statement-breakpoint
ALTER TABLE "purchased_cars" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD CONSTRAINT "purchase_documents_purchased_car_id_purchased_cars_id_fk" FOREIGN KEY ("purchased_car_id") REFERENCES "public"."purchased_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD CONSTRAINT "purchase_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_logs" ADD CONSTRAINT "purchase_logs_purchased_car_id_purchased_cars_id_fk" FOREIGN KEY ("purchased_car_id") REFERENCES "public"."purchased_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_logs" ADD CONSTRAINT "purchase_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_documents_car_idx" ON "purchase_documents" USING btree ("purchased_car_id");--> statement-breakpoint
CREATE INDEX "purchase_logs_car_idx" ON "purchase_logs" USING btree ("purchased_car_id","created_at");