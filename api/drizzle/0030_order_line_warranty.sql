-- Each order line keeps the warranty its part was sold with (copied at placement), so issuing the
-- invoice reads no part.
ALTER TABLE "order_lines" ADD COLUMN "warranty_days" integer;
--> statement-breakpoint
-- Lines sold before: their part's warranty where the part is still in the catalogue, which is what
-- issuing their invoice read until now; null where it has left (such a line's invoice names no
-- warranty, as before). An issued invoice keeps its own copy (invoices.content) and does not change.
UPDATE "order_lines" SET "warranty_days" = "parts"."warranty_days"
FROM "parts" WHERE "parts"."id" = "order_lines"."part_id";
--> statement-breakpoint
-- Lines of unpaid orders sold before lines kept their SKU: the part's SKU, which issuing their invoice
-- read until now. Other lines keep theirs as sold (null: the orders show none).
UPDATE "order_lines" SET "sku" = "parts"."sku"
FROM "parts", "orders"
WHERE "parts"."id" = "order_lines"."part_id" AND "orders"."id" = "order_lines"."order_id"
  AND "order_lines"."sku" IS NULL AND "orders"."status" = 'placed';
