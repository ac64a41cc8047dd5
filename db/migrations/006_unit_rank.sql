-- How common a unit is, for search ranking (the `rank` field of data/units.json):
-- 1 everyday (meter, foot, kilogram), 2 common, 3 specialist (the default), 4 rare,
-- 5 historic or obscure. Rows of an adopted database read as 3, as a seed entry without
-- the field does.
ALTER TABLE new_units ADD COLUMN IF NOT EXISTS rank smallint NOT NULL DEFAULT 3
  CONSTRAINT new_units_rank_range CHECK (rank BETWEEN 1 AND 5);
