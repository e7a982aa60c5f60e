-- Every part gets a part number (SKU, docs/product.md#11-part-numbers). Parts made before it get one from their brand,
-- category and id ("APP-SCR-1A2B3C4D5E6F"), the same on every run; new parts name theirs (the API
-- requires it). The column default only serves rows written straight into the database (tests, tools).
ALTER TABLE "parts" ADD COLUMN "sku" text DEFAULT ('PART-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))) NOT NULL;--> statement-breakpoint
UPDATE "parts" SET "sku" = upper(
  coalesce(nullif(left(regexp_replace(coalesce("brand", ''), '[^A-Za-z0-9]+', '', 'g'), 3), ''), 'GEN')
  || '-' || coalesce(nullif(left(regexp_replace(coalesce("category", ''), '[^A-Za-z0-9]+', '', 'g'), 3), ''), 'PRT')
  || '-' || substr(replace("id"::text, '-', ''), 1, 12)
);--> statement-breakpoint
-- One part per SKU whatever its case ("apl-1" and "APL-1" are the same part number).
CREATE UNIQUE INDEX "parts_sku_lower_idx" ON "parts" USING btree (lower("sku"));--> statement-breakpoint
-- Search matches the SKU too: the generated column's expression cannot be altered in place
-- (PostgreSQL 15), so the column and its trigram index are made again with the SKU as a fifth field.
DROP INDEX "parts_search_idx";--> statement-breakpoint
ALTER TABLE "parts" DROP COLUMN "search_text";--> statement-breakpoint
DROP FUNCTION part_search_text(text, text, text, text[]);--> statement-breakpoint
CREATE FUNCTION part_search_text(name text, brand text, category text, models text[], sku text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', '', 'g')
    || '|' || regexp_replace(lower(coalesce(brand, '')), '[^a-z0-9]+', '', 'g')
    || '|' || regexp_replace(lower(coalesce(category, '')), '[^a-z0-9]+', '', 'g')
    || '|' || regexp_replace(lower(array_to_string(models, '|')), '[^a-z0-9|]+', '', 'g')
    || '|' || regexp_replace(lower(coalesce(sku, '')), '[^a-z0-9]+', '', 'g')
$$;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (part_search_text(name, brand, category, models, sku)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_idx" ON "parts" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Quantity-break prices: at most five { "minQuantity", "priceCents" } in rising quantity. Kept on the
-- part (not a table of their own) because every read that prices a line already reads the part's row:
-- the stock UPDATE of an order returns them with the row it locked. The API checks the rules.
ALTER TABLE "parts" ADD COLUMN "price_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_price_bands_check" CHECK (jsonb_typeof("parts"."price_bands") = 'array' and jsonb_array_length("parts"."price_bands") <= 5);
