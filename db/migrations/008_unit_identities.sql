-- Unit identities fixed at the source (issue 41, item 5), for a database seeded before
-- them: the seed completes a database and never changes a row, so this migration
-- changes the rows the seed JSON changed, and only while they still hold the old seed
-- values (a row the owner edited is left as it is).
--
-- * The mass "kip" (1000 lb) is removed: NIST SP 811 (2008) Appendix B.8 and B.9 define
--   the kip only as a force (1 kip = 1000 lbf), and NIST Handbook 44 Appendix C does
--   not define it; the force kip stays. Its conversions go with it (ON DELETE CASCADE).
-- * Names and symbols that a reader takes for another unit: the modem rates read as
--   rates ("V.22 Rate (1200 bit/s)"); CJK characters only beside the country-qualified
--   name, never as the one symbol of two units (the Japanese ri and the Chinese li were
--   both 里); the short and long hundredweight were both "cwt"; the rad's "rad" is the
--   radian's (rd, SI Brochure note to the rad); the lambert's "L" is the litre's (Lmb, UCUM);
--   the milliphot's "mph" reads as miles per hour (its name is its symbol); the American
--   point and pica's "pt (US)" / "pc (US)" read as the US pint.
-- Conversion names are "<from name> to <to name>" (the seed's), renamed with their units.

DELETE FROM new_units u
 USING new_categories c
 WHERE u.category_id = c.id AND c.slug = 'weight-and-mass' AND u.unit_code = 'kip'
   AND u.name = 'Kilopound (Kip)' AND u.symbol = 'kip';

CREATE TEMPORARY TABLE unit_identity_008 (slug text, code text, old_name text, old_symbol text, new_name text, new_symbol text) ON COMMIT DROP;
INSERT INTO unit_identity_008 VALUES
  ('length', 'shaku', 'Shaku (Japanese)', '尺', 'Shaku (Japanese, 尺)', 'shaku'),
  ('length', 'sun', 'Sun (Japanese)', '寸', 'Sun (Japanese, 寸)', 'sun'),
  ('length', 'jp_bu', 'Bu (Japanese)', '分', 'Bu (Japanese, 分)', 'bu'),
  ('length', 'jp_rin', 'Rin (Japanese)', '厘', 'Rin (Japanese, 厘)', 'rin'),
  ('length', 'jp_mo', 'Mo (Japanese)', '毛', 'Mo (Japanese, 毛)', 'mō'),
  ('length', 'ken', 'Ken (Japanese)', '間', 'Ken (Japanese, 間)', 'ken'),
  ('length', 'jo', 'Jo (Japanese)', '丈', 'Jo (Japanese, 丈)', 'jō'),
  ('length', 'cho', 'Cho (Japanese)', '町', 'Cho (Japanese, 町)', 'chō'),
  ('length', 'ri', 'Ri (Japanese)', '里', 'Ri (Japanese, 里)', 'ri'),
  ('length', 'kujirajaku', 'Kujirajaku (Japanese Cloth Shaku)', '鯨尺', 'Kujirajaku (Japanese Cloth Shaku, 鯨尺)', 'kujirajaku'),
  ('length', 'chi', 'Chi (Chinese Foot)', '尺', 'Chi (Chinese Foot, 尺)', 'chi'),
  ('length', 'cun', 'Cun (Chinese Inch)', '寸', 'Cun (Chinese Inch, 寸)', 'cun'),
  ('length', 'cn_fen', 'Fen (Chinese)', '分', 'Fen (Chinese, 分)', 'fen'),
  ('length', 'zhang', 'Zhang (Chinese)', '丈', 'Zhang (Chinese, 丈)', 'zhang'),
  ('length', 'yin', 'Yin (Chinese)', '引', 'Yin (Chinese, 引)', 'yin'),
  ('length', 'li', 'Li (Chinese Mile)', '里', 'Li (Chinese Mile, 里)', 'li (CN)'),
  ('area', 'tsubo', 'Tsubo (Japanese)', '坪', 'Tsubo (Japanese, 坪)', 'tsubo'),
  ('area', 'se', 'Se (Japanese)', '畝', 'Se (Japanese, 畝)', 'se'),
  ('area', 'tan', 'Tan (Japanese)', '反', 'Tan (Japanese, 反)', 'tan'),
  ('area', 'jp_cho', 'Cho (Japanese Area)', '町', 'Cho (Japanese Area, 町)', 'chō'),
  ('area', 'mu', 'Mu (Chinese)', '亩', 'Mu (Chinese, 亩)', 'mu'),
  ('area', 'qing', 'Qing (Chinese)', '顷', 'Qing (Chinese, 顷)', 'qing'),
  ('area', 'cn_fen_area', 'Fen (Chinese Area)', '分', 'Fen (Chinese Area, 分)', 'fen'),
  ('area', 'chi2', 'Square Chi (Chinese)', '平方尺', 'Square Chi (Chinese, 平方尺)', 'chi²'),
  ('area', 'zhang2', 'Square Zhang (Chinese)', '平方丈', 'Square Zhang (Chinese, 平方丈)', 'zhang²'),
  ('area', 'li2', 'Square Li (Chinese)', '平方里', 'Square Li (Chinese, 平方里)', 'li² (CN)'),
  ('area', 'jia', 'Jia (Taiwanese)', '甲', 'Jia (Taiwanese, 甲)', 'jia'),
  ('volume', 'koku', 'Koku (Japanese)', '石', 'Koku (Japanese, 石)', 'koku'),
  ('volume', 'jp_tou', 'To (Japanese)', '斗', 'To (Japanese, 斗)', 'to'),
  ('volume', 'sho', 'Sho (Japanese)', '升', 'Sho (Japanese, 升)', 'shō'),
  ('volume', 'go', 'Go (Japanese)', '合', 'Go (Japanese, 合)', 'gō'),
  ('volume', 'jp_shaku', 'Shaku (Japanese Volume)', '勺', 'Shaku (Japanese Volume, 勺)', 'shaku'),
  ('cooking-volume', 'go', 'Go (Japanese Rice Cup)', '合', 'Go (Japanese Rice Cup, 合)', 'gō'),
  ('weight-and-mass', 'short_cwt', 'Hundredweight (Short)', 'cwt', 'Hundredweight (Short)', 'cwt (US)'),
  ('weight-and-mass', 'long_cwt', 'Hundredweight (Long)', 'cwt', 'Hundredweight (Long)', 'cwt (imp)'),
  ('weight-and-mass', 'jin', 'Jin (Chinese Catty)', '斤', 'Jin (Chinese Catty, 斤)', 'jin'),
  ('weight-and-mass', 'liang', 'Liang (Chinese Tael)', '两', 'Liang (Chinese Tael, 两)', 'liang'),
  ('weight-and-mass', 'qian', 'Qian (Chinese Mace)', '钱', 'Qian (Chinese Mace, 钱)', 'qian'),
  ('weight-and-mass', 'fen', 'Fen (Chinese)', '分', 'Fen (Chinese, 分)', 'fen'),
  ('weight-and-mass', 'li', 'Li (Chinese)', '厘', 'Li (Chinese, 厘)', 'li'),
  ('weight-and-mass', 'dan', 'Dan (Chinese Picul)', '担', 'Dan (Chinese Picul, 担)', 'dan'),
  ('weight-and-mass', 'catty', 'Catty (Hong Kong)', '斤', 'Catty (Hong Kong, 斤)', 'catty'),
  ('weight-and-mass', 'tael', 'Tael (Hong Kong)', '兩', 'Tael (Hong Kong, 兩)', 'tael'),
  ('weight-and-mass', 'mace', 'Mace (Hong Kong)', '錢', 'Mace (Hong Kong, 錢)', 'mace'),
  ('weight-and-mass', 'candareen', 'Candareen (Hong Kong)', '分', 'Candareen (Hong Kong, 分)', 'candareen'),
  ('weight-and-mass', 'picul', 'Picul (Hong Kong)', '擔', 'Picul (Hong Kong, 擔)', 'picul'),
  ('weight-and-mass', 'tael_troy', 'Tael Troy (Hong Kong)', '兩 (troy)', 'Tael Troy (Hong Kong, 兩)', 'tael (troy)'),
  ('weight-and-mass', 'mace_troy', 'Mace Troy (Hong Kong)', '錢 (troy)', 'Mace Troy (Hong Kong, 錢)', 'mace (troy)'),
  ('weight-and-mass', 'candareen_troy', 'Candareen Troy (Hong Kong)', '分 (troy)', 'Candareen Troy (Hong Kong, 分)', 'candareen (troy)'),
  ('weight-and-mass', 'kan', 'Kan (Japanese)', '貫', 'Kan (Japanese, 貫)', 'kan'),
  ('weight-and-mass', 'kin', 'Kin (Japanese)', '斤', 'Kin (Japanese, 斤)', 'kin'),
  ('weight-and-mass', 'momme', 'Momme (Japanese)', '匁', 'Momme (Japanese, 匁)', 'momme'),
  ('weight-and-mass', 'fun', 'Fun (Japanese)', '分', 'Fun (Japanese, 分)', 'fun'),
  ('time', 'shichen', 'Shichen (Chinese Double Hour)', '时辰', 'Shichen (Chinese Double Hour, 时辰)', 'shichen'),
  ('absorbed-dose', 'rad', 'Rad', 'rad', 'Rad', 'rd'),
  ('absorbed-dose', 'megarad', 'Megarad', 'Mrad', 'Megarad', 'Mrd'),
  ('absorbed-dose', 'krad', 'Kilorad', 'krad', 'Kilorad', 'krd'),
  ('absorbed-dose', 'mrad', 'Millirad', 'mrad', 'Millirad', 'mrd'),
  ('absorbed-dose', 'urad', 'Microrad', 'µrad', 'Microrad', 'µrd'),
  ('luminance', 'lambert', 'Lambert', 'L', 'Lambert', 'Lmb'),
  ('luminance', 'millilambert', 'Millilambert', 'mL', 'Millilambert', 'mLmb'),
  ('luminance', 'microlambert', 'Microlambert', 'µL', 'Microlambert', 'µLmb'),
  ('data-transfer', 'v21', 'Modem V.21 (300 bit/s)', 'V.21', 'V.21 Rate (300 bit/s)', 'V.21'),
  ('data-transfer', 'v22', 'Modem V.22 (1200 bit/s)', 'V.22', 'V.22 Rate (1200 bit/s)', 'V.22'),
  ('data-transfer', 'v22bis', 'Modem V.22bis (2400 bit/s)', 'V.22bis', 'V.22bis Rate (2400 bit/s)', 'V.22bis'),
  ('data-transfer', 'v32', 'Modem V.32 (9600 bit/s)', 'V.32', 'V.32 Rate (9600 bit/s)', 'V.32'),
  ('data-transfer', 'v32bis', 'Modem V.32bis (14.4 kbit/s)', 'V.32bis', 'V.32bis Rate (14.4 kbit/s)', 'V.32bis'),
  ('data-transfer', 'v34', 'Modem V.34 (28.8 kbit/s)', 'V.34', 'V.34 Rate (28.8 kbit/s)', 'V.34'),
  ('data-transfer', 'v34_33k', 'Modem V.34 (33.6 kbit/s)', 'V.34+', 'V.34 Rate (33.6 kbit/s)', 'V.34+'),
  ('data-transfer', 'modem56k', 'Modem 56k (V.90/V.92)', '56k', 'V.90/V.92 Rate (56 kbit/s)', '56k'),
  ('illuminance', 'milliphot', 'Milliphot', 'mph', 'Milliphot', 'milliphot'),
  ('typography', 'american_pt', 'Point (American)', 'pt (US)', 'Point (American)', 'pt (American)'),
  ('typography', 'american_pica', 'Pica (American)', 'pc (US)', 'Pica (American)', 'pc (American)');

CREATE TEMPORARY TABLE unit_identity_008_done ON COMMIT DROP AS
  SELECT u.id, m.old_name, m.new_name
    FROM new_units u
    JOIN new_categories c ON c.id = u.category_id
    JOIN unit_identity_008 m ON m.slug = c.slug AND m.code = u.unit_code
   WHERE u.name = m.old_name AND u.symbol IS NOT DISTINCT FROM m.old_symbol;

UPDATE new_units u
   SET name = m.new_name, symbol = m.new_symbol
  FROM new_categories c, unit_identity_008 m
 WHERE c.id = u.category_id AND m.slug = c.slug AND m.code = u.unit_code
   AND u.id IN (SELECT id FROM unit_identity_008_done);

UPDATE new_conversions v
   SET name = f.name || ' to ' || t.name
  FROM new_units f, new_units t
 WHERE v.from_unit_id = f.id AND v.to_unit_id = t.id
   AND (f.id IN (SELECT id FROM unit_identity_008_done) OR t.id IN (SELECT id FROM unit_identity_008_done))
   AND v.name = COALESCE((SELECT old_name FROM unit_identity_008_done WHERE id = f.id), f.name)
             || ' to ' || COALESCE((SELECT old_name FROM unit_identity_008_done WHERE id = t.id), t.name);

UPDATE new_units u
   SET source = 'rad = 0.01 Gy exactly (NIST SP 811 B.8; 1 rad = 100 erg/g); symbol rd, as the SI Brochure (1st ed. 1970 to 8th ed. 2006, note to the rad) allows: "When there is risk of confusion with the symbol for radian, rd may be used as the symbol for rad"'
  FROM new_categories c
 WHERE c.id = u.category_id AND c.slug = 'absorbed-dose' AND u.unit_code = 'rad'
   AND u.source = 'rad = 0.01 Gy exactly (NIST SP 811 B.8; 1 rad = 100 erg/g)';

UPDATE new_units u
   SET source = 'lambert = (1/pi) cd/cm² = 1e4/pi cd/m² = 3.183099e3 cd/m² (NIST SP 811 B.8); exact in terms of pi; symbol Lmb from UCUM (The Unified Code for Units of Measure, lambert [Lmb]), since L is the litre'
  FROM new_categories c
 WHERE c.id = u.category_id AND c.slug = 'luminance' AND u.unit_code = 'lambert'
   AND u.source = 'lambert = (1/pi) cd/cm² = 1e4/pi cd/m² = 3.183099e3 cd/m² (NIST SP 811 B.8); exact in terms of pi';

-- The data transfer category's description: "the standard rates of modems", not "line rates such as modems".
UPDATE new_categories
   SET description = 'How fast digital data moves: bits or bytes per second with decimal (kbit/s, Mbit/s, MB/s) and binary (KiB/s, MiB/s) prefixes, per-minute and per-hour rates, and the standard rates of modems, ISDN, T1/E1, SONET/SDH, Ethernet, USB and SATA.'
 WHERE slug = 'data-transfer'
   AND description = 'How fast digital data moves: bits or bytes per second with decimal (kbit/s, Mbit/s, MB/s) and binary (KiB/s, MiB/s) prefixes, per-minute and per-hour rates, and standard line rates such as modems, ISDN, T1/E1, SONET/SDH, Ethernet, USB and SATA.';
