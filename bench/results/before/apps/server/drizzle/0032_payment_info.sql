CREATE TABLE "payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"swift" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_currency_check" CHECK ("payment_accounts"."currency" in ('JPY', 'USD', 'EUR', 'RUB'))
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purchased_car_id" integer,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"ledger_entry_id" integer,
	"reject_reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_state_check" CHECK ("payment_proofs"."state" in ('waiting', 'recorded', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_purchased_car_id_purchased_cars_id_fk" FOREIGN KEY ("purchased_car_id") REFERENCES "public"."purchased_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_accounts_currency_idx" ON "payment_accounts" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "payment_proofs_user_idx" ON "payment_proofs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_waiting_idx" ON "payment_proofs" USING btree ("created_at") WHERE state = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_ledger_entry_key" ON "payment_proofs" USING btree ("ledger_entry_id");