-- A unit's source as data (the `source_record` field of data/units.json, issue 41): the
-- documents cited, how the value is known (exact, measured, nominal, estimated), the
-- statement as quantities of catalogue units, and the uncertainty where the source gives
-- one. The reader checks it with the catalogue's schema and against the factors; the
-- `source` text stays beside it as the original note. NULL where no record was made.
ALTER TABLE new_units ADD COLUMN IF NOT EXISTS source_record jsonb;
