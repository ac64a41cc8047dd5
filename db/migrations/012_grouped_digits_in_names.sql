-- Digits grouped in the names of the SONET/SDH rates, for a database seeded before: a name is
-- shown in running text, where every number is written in groups of three from five digits on
-- (README, "Numbers"): "OC-48 / STM-16 (2.488 32 Gbit/s)", with U+202F, not "2.48832". The
-- seed completes a database and never changes a row, so this migration changes the rows the
-- seed JSON changed, and only while they still hold the old seed values (a row the owner
-- edited is left as it is), as 008, 010 and 011 do. Conversion names are "<from name> to
-- <to name>" (the seed's), renamed with their units.

CREATE TEMPORARY TABLE unit_name_012 (slug text, code text, old_name text, new_name text) ON COMMIT DROP;
INSERT INTO unit_name_012 VALUES
  ('data-transfer', 'oc48', 'OC-48 / STM-16 (2.48832 Gbit/s)', E'OC-48 / STM-16 (2.488\u202f32 Gbit/s)'),
  ('data-transfer', 'oc192', 'OC-192 / STM-64 (9.95328 Gbit/s)', E'OC-192 / STM-64 (9.953\u202f28 Gbit/s)'),
  ('data-transfer', 'oc768', 'OC-768 / STM-256 (39.81312 Gbit/s)', E'OC-768 / STM-256 (39.813\u202f12 Gbit/s)');

CREATE TEMPORARY TABLE unit_name_012_done ON COMMIT DROP AS
  SELECT u.id, m.old_name, m.new_name
    FROM new_units u
    JOIN new_categories c ON c.id = u.category_id
    JOIN unit_name_012 m ON m.slug = c.slug AND m.code = u.unit_code
   WHERE u.name = m.old_name;

UPDATE new_units u
   SET name = d.new_name
  FROM unit_name_012_done d
 WHERE u.id = d.id;

UPDATE new_conversions v
   SET name = f.name || ' to ' || t.name
  FROM new_units f, new_units t
 WHERE v.from_unit_id = f.id AND v.to_unit_id = t.id
   AND (f.id IN (SELECT id FROM unit_name_012_done) OR t.id IN (SELECT id FROM unit_name_012_done))
   AND v.name = COALESCE((SELECT old_name FROM unit_name_012_done WHERE id = f.id), f.name)
             || ' to ' || COALESCE((SELECT old_name FROM unit_name_012_done WHERE id = t.id), t.name);
