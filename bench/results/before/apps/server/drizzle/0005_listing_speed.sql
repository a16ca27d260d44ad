DROP INDEX "lots_maker_model_idx";--> statement-breakpoint
CREATE INDEX "lots_maker_model_idx" ON "lots" USING btree ("kind","past","maker_id","model_id","auction_date","id");