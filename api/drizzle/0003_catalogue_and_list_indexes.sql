DROP INDEX "orders_email_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "models" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (part_search_text(name, brand, category, models)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","email");--> statement-breakpoint
CREATE INDEX "parts_created_idx" ON "parts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "parts_price_idx" ON "parts" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "parts_brand_idx" ON "parts" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "parts_models_idx" ON "parts" USING gin ("models");--> statement-breakpoint
CREATE INDEX "parts_search_idx" ON "parts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_out_of_stock_idx" ON "parts" USING btree (lower("name"),"id") WHERE "parts"."available_quantity" < "parts"."min_quantity";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree (("price_cents"::bigint * "quantity"),"id");--> statement-breakpoint
CREATE INDEX "orders_email_created_idx" ON "orders" USING btree ("email","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_check" CHECK ("parts"."category" is null or "parts"."category" in ('screen', 'battery', 'camera', 'charging-port', 'back-glass', 'speaker', 'flex-cable', 'sim-tray', 'vibration-motor', 'other'));