-- Romanised symbols for the Thai and Russian units, for a database seeded before them: the
-- seed completes a database and never changes a row, so this migration changes the rows the
-- seed JSON changed, and only while they still hold the old seed values (a row the owner
-- edited is left as it is), as 008 and 010 do.
--
-- * A symbol in Thai or Cyrillic script ("วา", "ตร.ว.", "фунт", "золотник") read as a word of
--   another language in running text ("1/96 фунт" in an English sentence). The symbols are now
--   the Latin romanisations the names already use ("wa", "wa²", "funt", "zolotnik"), and the
--   unit's own script stays only in its name, beside the country qualifier ("Wa (Thai, วา)",
--   "Funt (Russian Pound, фунт)"), as migration 008 did for the CJK units ("Ri (Japanese, 里)").
-- The expression converter still reads the old symbols as typed ("1 фунт to kg").
-- Conversion names are "<from name> to <to name>" (the seed's), renamed with their units;
-- stored formula texts write the new symbols.

CREATE TEMPORARY TABLE unit_symbol_011 (slug text, code text, old_name text, old_symbol text, new_name text, new_symbol text) ON COMMIT DROP;
INSERT INTO unit_symbol_011 VALUES
  ('length', 'wa', 'Wa (Thai)', 'วา', 'Wa (Thai, วา)', 'wa'),
  ('length', 'sok', 'Sok (Thai)', 'ศอก', 'Sok (Thai, ศอก)', 'sok'),
  ('length', 'khuep', 'Khuep (Thai)', 'คืบ', 'Khuep (Thai, คืบ)', 'khuep'),
  ('length', 'sen', 'Sen (Thai)', 'เส้น', 'Sen (Thai, เส้น)', 'sen'),
  ('length', 'yot', 'Yot (Thai)', 'โยชน์', 'Yot (Thai, โยชน์)', 'yot'),
  ('area', 'rai', 'Rai (Thai)', 'ไร่', 'Rai (Thai, ไร่)', 'rai'),
  ('area', 'ngan', 'Ngan (Thai)', 'งาน', 'Ngan (Thai, งาน)', 'ngan'),
  ('area', 'wa2', 'Square Wa (Thai)', 'ตร.ว.', 'Square Wa (Thai, ตารางวา)', 'wa²'),
  ('weight-and-mass', 'funt', 'Funt (Russian Pound)', 'фунт', 'Funt (Russian Pound, фунт)', 'funt'),
  ('weight-and-mass', 'pood', 'Pood (Russian)', 'пуд', 'Pood (Russian, пуд)', 'pood'),
  ('weight-and-mass', 'berkovets', 'Berkovets (Russian)', 'берковец', 'Berkovets (Russian, берковец)', 'berkovets'),
  ('weight-and-mass', 'lot', 'Lot (Russian)', 'лот', 'Lot (Russian, лот)', 'lot'),
  ('weight-and-mass', 'zolotnik', 'Zolotnik (Russian)', 'золотник', 'Zolotnik (Russian, золотник)', 'zolotnik'),
  ('weight-and-mass', 'dolya', 'Dolya (Russian)', 'доля', 'Dolya (Russian, доля)', 'dolya');

CREATE TEMPORARY TABLE unit_symbol_011_done ON COMMIT DROP AS
  SELECT u.id, m.old_name, m.new_name, m.old_symbol, m.new_symbol
    FROM new_units u
    JOIN new_categories c ON c.id = u.category_id
    JOIN unit_symbol_011 m ON m.slug = c.slug AND m.code = u.unit_code
   WHERE u.name = m.old_name AND u.symbol IS NOT DISTINCT FROM m.old_symbol;

UPDATE new_units u
   SET name = d.new_name, symbol = d.new_symbol
  FROM unit_symbol_011_done d
 WHERE u.id = d.id;

UPDATE new_conversions v
   SET name = f.name || ' to ' || t.name
  FROM new_units f, new_units t
 WHERE v.from_unit_id = f.id AND v.to_unit_id = t.id
   AND (f.id IN (SELECT id FROM unit_symbol_011_done) OR t.id IN (SELECT id FROM unit_symbol_011_done))
   AND v.name = COALESCE((SELECT old_name FROM unit_symbol_011_done WHERE id = f.id), f.name)
             || ' to ' || COALESCE((SELECT old_name FROM unit_symbol_011_done WHERE id = t.id), t.name);

-- The longer old symbol is replaced first: "лот" is inside "золотник".
UPDATE new_conversions v
   SET formula = CASE WHEN length(s.from_old) >= length(s.to_old)
                      THEN replace(replace(v.formula, s.from_old, s.from_new), s.to_old, s.to_new)
                      ELSE replace(replace(v.formula, s.to_old, s.to_new), s.from_old, s.from_new) END
  FROM (SELECT c.id,
               COALESCE(f.old_symbol, chr(1)) AS from_old, COALESCE(f.new_symbol, chr(1)) AS from_new,
               COALESCE(t.old_symbol, chr(1)) AS to_old, COALESCE(t.new_symbol, chr(1)) AS to_new
          FROM new_conversions c
          LEFT JOIN unit_symbol_011_done f ON f.id = c.from_unit_id
          LEFT JOIN unit_symbol_011_done t ON t.id = c.to_unit_id
         WHERE f.id IS NOT NULL OR t.id IS NOT NULL) s
 WHERE v.id = s.id AND v.formula IS NOT NULL;
