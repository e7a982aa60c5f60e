-- The catalogue's size kept beside the filters' counts (kind 'total', one row keyed '', ''): every part
-- counts once, so the whole catalogue's count is one row's read instead of a pass over 20,000 parts, as a
-- category's or a grade's already is. An update nets it to nothing (a sale writes no count), an insert or
-- a delete moves it once per statement, as the other counts.
-- Writers wait while the keys change and the total is counted, so no part is missed or counted twice.
LOCK TABLE "parts" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION part_facet_keys(part_brand text, part_models text[], part_category text, part_grade text)
RETURNS TABLE (kind text, brand text, name text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'total', '', ''
  UNION ALL SELECT 'brand', '', $1 WHERE $1 IS NOT NULL
  UNION ALL SELECT 'model', $1, m FROM unnest($2) AS m WHERE $1 IS NOT NULL AND m IS NOT NULL
  UNION ALL SELECT 'category', '', $3 WHERE $3 IS NOT NULL
  UNION ALL SELECT 'grade', '', $4 WHERE $4 IS NOT NULL
$$;
--> statement-breakpoint
INSERT INTO part_facet_counts (kind, brand, name, count)
SELECT 'total', '', '', count(*)::integer FROM parts HAVING count(*) > 0;
--> statement-breakpoint
-- A sale, a cancel, a stock or price edit updates parts without changing a faceted column, yet the update
-- trigger netted every updated part's keys: about as much PostgreSQL work again as the sale's own UPDATE.
-- PostgreSQL allows no column list on a trigger with transition tables, so a row trigger with one (its
-- WHEN compares the values without calling a function) marks the transaction when a part's brand,
-- models, category or grade really change; the statement trigger, which fires after its statement's row
-- triggers, nets the keys only then and clears the mark. A statement that changes none nets to nothing
-- anyway: skipping it writes the same counts.
CREATE FUNCTION part_facets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('phoneparts.part_facets_changed', 'on', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "parts_facets_changed" AFTER UPDATE OF brand, models, category, grade ON "parts"
FOR EACH ROW WHEN (
  OLD.brand IS DISTINCT FROM NEW.brand OR OLD.models IS DISTINCT FROM NEW.models
  OR OLD.category IS DISTINCT FROM NEW.category OR OLD.grade IS DISTINCT FROM NEW.grade
) EXECUTE FUNCTION part_facets_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION part_facet_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('phoneparts.part_facets_changed', true), '') <> 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('phoneparts.part_facets_changed', '', true);
  PERFORM part_facet_counts_add(array(
    SELECT row(k.kind, k.brand, k.name, sum(k.n))::part_facet_counts
    FROM (
      SELECT o.kind, o.brand, o.name, -1 AS n
      FROM old_parts AS p, part_facet_keys(p.brand, p.models, p.category, p.grade) AS o
      UNION ALL
      SELECT n.kind, n.brand, n.name, 1
      FROM new_parts AS p, part_facet_keys(p.brand, p.models, p.category, p.grade) AS n
    ) AS k
    GROUP BY k.kind, k.brand, k.name
    HAVING sum(k.n) <> 0
  ));
  RETURN NULL;
END
$$;
