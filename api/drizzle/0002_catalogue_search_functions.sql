-- Trigram indexes ("contains" search on part names and customer emails). pg_trgm is a trusted
-- extension: a database owner may create it; PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- What catalogue search matches against (the parts.search_text generated column): each field
-- lower-cased with everything but letters and digits removed, so "iPhone 13" and "iphone13" are the
-- same text; fields and models are kept apart by "|" so a search never matches across two of them.
-- Declared IMMUTABLE (a generated column needs it): array_to_string is only STABLE in general, but
-- joining text values depends on no setting.
CREATE OR REPLACE FUNCTION part_search_text(name text, brand text, category text, models text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', '', 'g')
    || '|' || regexp_replace(lower(coalesce(brand, '')), '[^a-z0-9]+', '', 'g')
    || '|' || regexp_replace(lower(coalesce(category, '')), '[^a-z0-9]+', '', 'g')
    || '|' || regexp_replace(lower(array_to_string(models, '|')), '[^a-z0-9|]+', '', 'g')
$$;
