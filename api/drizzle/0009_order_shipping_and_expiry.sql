ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
-- Orders the expiry sweep cancelled before this migration: their history says so.
UPDATE "orders" SET "expired_at" = h."created_at" FROM "order_history" h WHERE h."order_id" = "orders"."id" AND h."to_status" = 'cancelled' AND h."by_user_id" IS NULL AND h."note" LIKE 'system: the stock hold expired%';
