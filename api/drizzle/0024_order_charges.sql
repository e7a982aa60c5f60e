-- An order's charges and where it ships: shipping and tax in cents beside the total, the goods derived
-- as what is left (so total = goods + shipping + tax on every row), the rate and price basis it was
-- taxed with, the structured address copy, the shipping method's name, a PO number and a note; each
-- line its tax and the part number it was sold under (null on older lines: not made up).
-- Existing orders keep their meaning without a rewrite of their values: shipping and tax default to
-- 0, so their goods are their total; their shipping_address stays null, which the API reads as the
-- one-line address in the shop's home country (configuration, which SQL cannot read).
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_cents" bigint GENERATED ALWAYS AS ("orders"."total_cents" - "orders"."shipping_cents" - "orders"."tax_cents") STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_milli_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exempt_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges_check" CHECK ("orders"."shipping_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."total_cents" >= "orders"."shipping_cents" + "orders"."tax_cents");
