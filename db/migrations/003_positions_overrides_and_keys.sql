-- What a Postgres catalogue needs to equal the seed JSON it was loaded from, and the
-- keys the catalogue schema relies on. New columns are nullable, so older rows read.
--   position: the order of currencies and aliases in their seed files (NULL sorts last).
ALTER TABLE new_currencies ADD COLUMN IF NOT EXISTS position integer;
ALTER TABLE new_aliases ADD COLUMN IF NOT EXISTS position integer;

-- Popular flag, sort order and description for conversions that are derived rather
-- than stored as rows: the currency pairs (currencies have no row in new_units).
CREATE TABLE IF NOT EXISTS new_conversion_overrides (
  category_slug    text NOT NULL,
  slug             text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  is_popular       boolean,
  sort_order       integer CHECK (sort_order >= 0),
  meta_description text,
  PRIMARY KEY (category_slug, slug)
);

-- Category titles are matched without regard to case (units name their category by
-- title), and unit codes become URL slugs lowercased with "_" as "-": both must stay
-- unique in those forms.
CREATE UNIQUE INDEX IF NOT EXISTS new_categories_title_ci_key ON new_categories (lower(title));
CREATE UNIQUE INDEX IF NOT EXISTS new_units_code_slug_key
  ON new_units (category_id, lower(replace(unit_code, '_', '-')));

-- Codes are used in URLs. NOT VALID: rows of an adopted original database are not
-- rechecked, new and updated rows are.
ALTER TABLE new_units
  ADD CONSTRAINT new_units_code_format CHECK (unit_code ~ '^[A-Za-z0-9]+([_-][A-Za-z0-9]+)*$') NOT VALID;
