-- The order of the home page's first category tiles (SPEC §2: 12 before View all) is
-- data: 1 is the first tile. NULL (every category the unit generator creates) sorts
-- after the ordered ones, by title.
ALTER TABLE new_categories
  ADD COLUMN IF NOT EXISTS home_order integer CHECK (home_order BETWEEN 1 AND 10000);
