-- The catalogue filters' part counts (brands, each brand's models, categories, grades), kept by the
-- database as parts are written, so the facets read a few hundred rows in key order instead of grouping
-- every part. The triggers are per statement with transition tables: an import writing 20,000 parts
-- moves each count once. Every part counts, whatever its stock, as the grouping did.
CREATE TABLE "part_facet_counts" (
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "part_facet_counts_kind_brand_name_pk" PRIMARY KEY("kind","brand","name")
);
--> statement-breakpoint
-- The counts one part adds: its brand; each of its models under its brand (a part without a brand offers
-- no model, as the brand filter comes first); its category and grade. Models are counted as spelled.
CREATE FUNCTION part_facet_keys(part_brand text, part_models text[], part_category text, part_grade text)
RETURNS TABLE (kind text, brand text, name text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'brand', '', $1 WHERE $1 IS NOT NULL
  UNION ALL SELECT 'model', $1, m FROM unnest($2) AS m WHERE $1 IS NOT NULL AND m IS NOT NULL
  UNION ALL SELECT 'category', '', $3 WHERE $3 IS NOT NULL
  UNION ALL SELECT 'grade', '', $4 WHERE $4 IS NOT NULL
$$;
--> statement-breakpoint
-- Adds one statement's changes (count +1 per part gained, -1 per part lost), summed per key first and
-- written in key order, so two transactions touching the same keys lock them in the same order (no
-- deadlock) and the second one adds to what the first committed (ON CONFLICT reads the latest row).
CREATE FUNCTION part_facet_counts_add(deltas part_facet_counts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO part_facet_counts AS c (kind, brand, name, count)
  SELECT d.kind, d.brand, d.name, sum(d.count)::integer
  FROM unnest(deltas) AS d
  GROUP BY d.kind, d.brand, d.name
  HAVING sum(d.count) <> 0
  ORDER BY d.kind, d.brand, d.name
  ON CONFLICT (kind, brand, name) DO UPDATE SET count = c.count + excluded.count;
  DELETE FROM part_facet_counts AS c
  USING unnest(deltas) AS d
  WHERE c.kind = d.kind AND c.brand = d.brand AND c.name = d.name AND c.count = 0;
$$;
--> statement-breakpoint
CREATE FUNCTION part_facet_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_facet_counts_add(array(
    SELECT row(k.kind, k.brand, k.name, 1)::part_facet_counts
    FROM new_parts AS p, part_facet_keys(p.brand, p.models, p.category, p.grade) AS k
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION part_facet_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM part_facet_counts_add(array(
    SELECT row(k.kind, k.brand, k.name, -1)::part_facet_counts
    FROM old_parts AS p, part_facet_keys(p.brand, p.models, p.category, p.grade) AS k
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every updated part's old keys taken away and its new keys added, netted per key: a sale or a price
-- edit (which update parts too) nets to nothing, so it writes no count and locks none. Netting needs no
-- join of the old and new rows, which the planner cannot size and could loop over.
CREATE FUNCTION part_facet_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER "parts_facet_counts_on_insert" AFTER INSERT ON "parts"
REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION part_facet_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER "parts_facet_counts_on_update" AFTER UPDATE ON "parts"
REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION part_facet_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER "parts_facet_counts_on_delete" AFTER DELETE ON "parts"
REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION part_facet_counts_on_delete();
--> statement-breakpoint
-- The parts already there. The migration runs in one transaction and the triggers above already hold
-- (CREATE TRIGGER locks parts against writes until it commits), so no part written meanwhile is missed.
INSERT INTO part_facet_counts (kind, brand, name, count)
SELECT k.kind, k.brand, k.name, count(*)::integer
FROM parts AS p, part_facet_keys(p.brand, p.models, p.category, p.grade) AS k
GROUP BY k.kind, k.brand, k.name;
