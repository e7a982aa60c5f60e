ALTER TABLE "sandbox_payment_intents" DROP CONSTRAINT "sandbox_payment_intents_status_check";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE INDEX "orders_placed_held_until_idx" ON "orders" USING btree ("held_until") WHERE "orders"."status" = 'placed';--> statement-breakpoint
CREATE INDEX "orders_user_placed_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'placed';--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('requires_payment_method', 'succeeded', 'canceled'));--> statement-breakpoint
-- Orders placed before holds existed hold their stock for the default 30 minutes from now, then expire.
UPDATE "orders" SET "held_until" = now() + interval '30 minutes' WHERE "status" = 'placed';
