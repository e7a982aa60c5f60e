-- An order's parts live only in its lines: the first line's copy on the order row (part, name, picture,
-- description, price, quantity, stock left) goes. The two facts only the order row kept, the part's
-- description and the stock left on it right after the order, move to the lines (written for every
-- line from now on; line 1 of every existing order has them, later lines of older orders do not).
ALTER TABLE "order_lines" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "available_quantity" integer;--> statement-breakpoint
-- An order without lines (placement always writes them; a row written by hand may lack them) gets
-- its part columns as its line 1.
INSERT INTO "order_lines" ("order_id", "position", "part_id", "name", "picture", "unit_price_cents", "quantity", "description", "available_quantity")
SELECT o."id", 1, o."product_id", o."name", o."picture", o."price_cents", o."quantity", o."description", o."available_quantity"
FROM "orders" o
WHERE NOT EXISTS (SELECT 1 FROM "order_lines" l WHERE l."order_id" = o."id");--> statement-breakpoint
-- Every other order's line 1 is the order's part (placement copied it there): it takes the two facts.
UPDATE "order_lines" l SET "description" = o."description", "available_quantity" = o."available_quantity"
FROM "orders" o
WHERE l."order_id" = o."id" AND l."position" = 1;--> statement-breakpoint
-- The order's answer reads its single-part fields from line 1: it always has them.
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_first_line_check" CHECK ("order_lines"."position" <> 1 OR ("order_lines"."description" IS NOT NULL AND "order_lines"."available_quantity" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quantity_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_id_parts_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "picture";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "available_quantity";
