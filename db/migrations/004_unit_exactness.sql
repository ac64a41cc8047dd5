-- Whether a unit's factor and offset are exact by definition (true) or a measured,
-- estimated or nominal value (false): the `exact` field beside the source in the seed
-- JSON. Every statement a page makes about exactness derives from it. Rows of an
-- adopted original database read as false: nothing is claimed exact unless said so.
ALTER TABLE new_units ADD COLUMN IF NOT EXISTS exact boolean NOT NULL DEFAULT false;
