-- Symbols without underscores (issue 41, item 3), for a database seeded before them: the
-- seed completes a database and never changes a row, so this migration changes the rows
-- the seed JSON changed, and only while they still hold the old seed values (a row the
-- owner edited is left as it is), as 008 does.
--
-- * A unit's qualifier is written in parentheses after its symbol, as the site writes every
--   other qualified symbol ("cwt (US)", "pt (American)", "mpg (US)"): "cal (IT)", "cal (th)",
--   "kcal (th)/h", "Btu (IT)/lb", "A (int)", "Ω (int)". NIST SP 811 (2008) B.8/B.9 write the
--   qualifier as a subscript (cal with IT below the line), which plain text cannot show; the
--   underscore was a typist's subscript (UCUM's codes cal_IT, cal_th are machine codes, its
--   print symbols are subscripts).
-- * A constant's specification: a subscript letter where Unicode has one, as the catalogue
--   writes mₑ, mₚ, mₙ, Eₕ (the helion's mₕ); else in parentheses after the symbol, as
--   ISO 80000-1 and the IUPAC Green Book (3rd ed., 1.3) allow ("m(μ)", "m(d)", "t(P)",
--   "R(K)"). Unicode's ₚ is a lower-case p (the proton's mₚ, the potential energy's Eₚ), so
--   the Planck units, whose subscript is a capital P, are all written so: ℓ(P), m(P), ρ(P),
--   t(P), F(P), E(P), P(P) (ℓP, Eₚ and Pₚ before).
-- * The von Klitzing constant's name no longer repeats its symbol: "Von Klitzing Constant".
-- The expression converter still reads the old symbols as typed (cal_IT, kcal_th, t_P).
-- Conversion names are "<from name> to <to name>" (the seed's), renamed with their units;
-- stored formula texts write the new symbols.

CREATE TEMPORARY TABLE unit_symbol_010 (slug text, code text, old_name text, old_symbol text, new_name text, new_symbol text) ON COMMIT DROP;
INSERT INTO unit_symbol_010 VALUES
  ('length', 'planck_length', 'Planck Length', 'ℓP', 'Planck Length', 'ℓ(P)'),
  ('weight-and-mass', 'm_muon', 'Muon Mass', 'm_μ', 'Muon Mass', 'm(μ)'),
  ('weight-and-mass', 'm_tau', 'Tau Mass', 'm_τ', 'Tau Mass', 'm(τ)'),
  ('weight-and-mass', 'm_deuteron', 'Deuteron Mass', 'm_d', 'Deuteron Mass', 'm(d)'),
  ('weight-and-mass', 'm_helion', 'Helion Mass', 'm_h', 'Helion Mass', 'mₕ'),
  ('weight-and-mass', 'm_alpha', 'Alpha Particle Mass', 'm_α', 'Alpha Particle Mass', 'm(α)'),
  ('weight-and-mass', 'planck_mass', 'Planck Mass', 'm_P', 'Planck Mass', 'm(P)'),
  ('density', 'planck_density', 'Planck Density', 'ρ_P', 'Planck Density', 'ρ(P)'),
  ('time', 'planck_time', 'Planck Time', 't_P', 'Planck Time', 't(P)'),
  ('force', 'planck_force', 'Planck Force', 'F_P', 'Planck Force', 'F(P)'),
  ('energy', 'cal_it', 'Calorie (International Table)', 'cal_IT', 'Calorie (International Table)', 'cal (IT)'),
  ('energy', 'cal_th', 'Calorie (Thermochemical)', 'cal_th', 'Calorie (Thermochemical)', 'cal (th)'),
  ('energy', 'cal_mean', 'Calorie (Mean)', 'cal_mean', 'Calorie (Mean)', 'cal (mean)'),
  ('energy', 'kcal_it', 'Kilocalorie (International Table)', 'kcal_IT', 'Kilocalorie (International Table)', 'kcal (IT)'),
  ('energy', 'kcal_th', 'Kilocalorie (Thermochemical)', 'kcal_th', 'Kilocalorie (Thermochemical)', 'kcal (th)'),
  ('energy', 'btu_it', 'British Thermal Unit (International Table)', 'Btu_IT', 'British Thermal Unit (International Table)', 'Btu (IT)'),
  ('energy', 'btu_th', 'British Thermal Unit (Thermochemical)', 'Btu_th', 'British Thermal Unit (Thermochemical)', 'Btu (th)'),
  ('energy', 'btu_mean', 'British Thermal Unit (Mean)', 'Btu_mean', 'British Thermal Unit (Mean)', 'Btu (mean)'),
  ('energy', 'planck_energy', 'Planck Energy', 'Eₚ', 'Planck Energy', 'E(P)'),
  ('power', 'btu_th_h', 'Btu (Thermochemical) per Hour', 'Btu_th/h', 'Btu (Thermochemical) per Hour', 'Btu (th)/h'),
  ('power', 'btu_th_min', 'Btu (Thermochemical) per Minute', 'Btu_th/min', 'Btu (Thermochemical) per Minute', 'Btu (th)/min'),
  ('power', 'btu_th_s', 'Btu (Thermochemical) per Second', 'Btu_th/s', 'Btu (Thermochemical) per Second', 'Btu (th)/s'),
  ('power', 'cal_it_s', 'Calorie (IT) per Second', 'cal_IT/s', 'Calorie (IT) per Second', 'cal (IT)/s'),
  ('power', 'cal_it_min', 'Calorie (IT) per Minute', 'cal_IT/min', 'Calorie (IT) per Minute', 'cal (IT)/min'),
  ('power', 'cal_it_h', 'Calorie (IT) per Hour', 'cal_IT/h', 'Calorie (IT) per Hour', 'cal (IT)/h'),
  ('power', 'cal_th_s', 'Calorie (Thermochemical) per Second', 'cal_th/s', 'Calorie (Thermochemical) per Second', 'cal (th)/s'),
  ('power', 'cal_th_min', 'Calorie (Thermochemical) per Minute', 'cal_th/min', 'Calorie (Thermochemical) per Minute', 'cal (th)/min'),
  ('power', 'cal_th_h', 'Calorie (Thermochemical) per Hour', 'cal_th/h', 'Calorie (Thermochemical) per Hour', 'cal (th)/h'),
  ('power', 'kcal_it_h', 'Kilocalorie (IT) per Hour', 'kcal_IT/h', 'Kilocalorie (IT) per Hour', 'kcal (IT)/h'),
  ('power', 'kcal_it_min', 'Kilocalorie (IT) per Minute', 'kcal_IT/min', 'Kilocalorie (IT) per Minute', 'kcal (IT)/min'),
  ('power', 'kcal_it_s', 'Kilocalorie (IT) per Second', 'kcal_IT/s', 'Kilocalorie (IT) per Second', 'kcal (IT)/s'),
  ('power', 'kcal_th_h', 'Kilocalorie (Thermochemical) per Hour', 'kcal_th/h', 'Kilocalorie (Thermochemical) per Hour', 'kcal (th)/h'),
  ('power', 'kcal_th_min', 'Kilocalorie (Thermochemical) per Minute', 'kcal_th/min', 'Kilocalorie (Thermochemical) per Minute', 'kcal (th)/min'),
  ('power', 'kcal_th_s', 'Kilocalorie (Thermochemical) per Second', 'kcal_th/s', 'Kilocalorie (Thermochemical) per Second', 'kcal (th)/s'),
  ('power', 'planck_power', 'Planck Power', 'Pₚ', 'Planck Power', 'P(P)'),
  ('specific-energy', 'cal_it_g', 'Calorie (IT) per Gram', 'cal_IT/g', 'Calorie (IT) per Gram', 'cal (IT)/g'),
  ('specific-energy', 'cal_th_g', 'Calorie (thermochemical) per Gram', 'cal_th/g', 'Calorie (thermochemical) per Gram', 'cal (th)/g'),
  ('specific-energy', 'kcal_it_kg', 'Kilocalorie (IT) per Kilogram', 'kcal_IT/kg', 'Kilocalorie (IT) per Kilogram', 'kcal (IT)/kg'),
  ('specific-energy', 'kcal_th_kg', 'Kilocalorie (thermochemical) per Kilogram', 'kcal_th/kg', 'Kilocalorie (thermochemical) per Kilogram', 'kcal (th)/kg'),
  ('specific-energy', 'kcal_th_g', 'Kilocalorie (thermochemical) per Gram', 'kcal_th/g', 'Kilocalorie (thermochemical) per Gram', 'kcal (th)/g'),
  ('specific-energy', 'btu_it_lb', 'Btu (IT) per Pound', 'Btu_IT/lb', 'Btu (IT) per Pound', 'Btu (IT)/lb'),
  ('specific-energy', 'btu_th_lb', 'Btu (thermochemical) per Pound', 'Btu_th/lb', 'Btu (thermochemical) per Pound', 'Btu (th)/lb'),
  ('thermal-conductivity', 'cal_it_s_cm_c', 'Calorie (IT) per Second Centimeter Degree Celsius', 'cal_IT/(s·cm·°C)', 'Calorie (IT) per Second Centimeter Degree Celsius', 'cal (IT)/(s·cm·°C)'),
  ('thermal-conductivity', 'cal_th_s_cm_c', 'Calorie (thermochemical) per Second Centimeter Degree Celsius', 'cal_th/(s·cm·°C)', 'Calorie (thermochemical) per Second Centimeter Degree Celsius', 'cal (th)/(s·cm·°C)'),
  ('thermal-conductivity', 'kcal_it_h_m_c', 'Kilocalorie (IT) per Hour Meter Degree Celsius', 'kcal_IT/(h·m·°C)', 'Kilocalorie (IT) per Hour Meter Degree Celsius', 'kcal (IT)/(h·m·°C)'),
  ('thermal-conductivity', 'kcal_th_h_m_c', 'Kilocalorie (thermochemical) per Hour Meter Degree Celsius', 'kcal_th/(h·m·°C)', 'Kilocalorie (thermochemical) per Hour Meter Degree Celsius', 'kcal (th)/(h·m·°C)'),
  ('thermal-conductivity', 'btu_it_h_ft_f', 'Btu (IT) per Hour Foot Degree Fahrenheit', 'Btu_IT/(h·ft·°F)', 'Btu (IT) per Hour Foot Degree Fahrenheit', 'Btu (IT)/(h·ft·°F)'),
  ('thermal-conductivity', 'btu_th_h_ft_f', 'Btu (thermochemical) per Hour Foot Degree Fahrenheit', 'Btu_th/(h·ft·°F)', 'Btu (thermochemical) per Hour Foot Degree Fahrenheit', 'Btu (th)/(h·ft·°F)'),
  ('thermal-conductivity', 'btu_it_in_h_ft2_f', 'Btu (IT) Inch per Hour Square Foot Degree Fahrenheit', 'Btu_IT·in/(h·ft²·°F)', 'Btu (IT) Inch per Hour Square Foot Degree Fahrenheit', 'Btu (IT)·in/(h·ft²·°F)'),
  ('thermal-conductivity', 'btu_th_in_h_ft2_f', 'Btu (thermochemical) Inch per Hour Square Foot Degree Fahrenheit', 'Btu_th·in/(h·ft²·°F)', 'Btu (thermochemical) Inch per Hour Square Foot Degree Fahrenheit', 'Btu (th)·in/(h·ft²·°F)'),
  ('thermal-conductivity', 'btu_it_in_s_ft2_f', 'Btu (IT) Inch per Second Square Foot Degree Fahrenheit', 'Btu_IT·in/(s·ft²·°F)', 'Btu (IT) Inch per Second Square Foot Degree Fahrenheit', 'Btu (IT)·in/(s·ft²·°F)'),
  ('thermal-conductivity', 'btu_th_in_s_ft2_f', 'Btu (thermochemical) Inch per Second Square Foot Degree Fahrenheit', 'Btu_th·in/(s·ft²·°F)', 'Btu (thermochemical) Inch per Second Square Foot Degree Fahrenheit', 'Btu (th)·in/(s·ft²·°F)'),
  ('thermal-conductivity', 'btu_it_s_ft_f', 'Btu (IT) per Second Foot Degree Fahrenheit', 'Btu_IT/(s·ft·°F)', 'Btu (IT) per Second Foot Degree Fahrenheit', 'Btu (IT)/(s·ft·°F)'),
  ('heat-flux-density', 'btu_it_h_ft2', 'Btu (IT) per Hour Square Foot', 'Btu_IT/(h·ft²)', 'Btu (IT) per Hour Square Foot', 'Btu (IT)/(h·ft²)'),
  ('heat-flux-density', 'btu_th_h_ft2', 'Btu (thermochemical) per Hour Square Foot', 'Btu_th/(h·ft²)', 'Btu (thermochemical) per Hour Square Foot', 'Btu (th)/(h·ft²)'),
  ('heat-flux-density', 'btu_th_min_ft2', 'Btu (thermochemical) per Minute Square Foot', 'Btu_th/(min·ft²)', 'Btu (thermochemical) per Minute Square Foot', 'Btu (th)/(min·ft²)'),
  ('heat-flux-density', 'btu_it_s_ft2', 'Btu (IT) per Second Square Foot', 'Btu_IT/(s·ft²)', 'Btu (IT) per Second Square Foot', 'Btu (IT)/(s·ft²)'),
  ('heat-flux-density', 'btu_th_s_ft2', 'Btu (thermochemical) per Second Square Foot', 'Btu_th/(s·ft²)', 'Btu (thermochemical) per Second Square Foot', 'Btu (th)/(s·ft²)'),
  ('heat-flux-density', 'btu_it_s_in2', 'Btu (IT) per Second Square Inch', 'Btu_IT/(s·in²)', 'Btu (IT) per Second Square Inch', 'Btu (IT)/(s·in²)'),
  ('heat-flux-density', 'btu_th_s_in2', 'Btu (thermochemical) per Second Square Inch', 'Btu_th/(s·in²)', 'Btu (thermochemical) per Second Square Inch', 'Btu (th)/(s·in²)'),
  ('heat-flux-density', 'cal_it_s_cm2', 'Calorie (IT) per Second Square Centimeter', 'cal_IT/(s·cm²)', 'Calorie (IT) per Second Square Centimeter', 'cal (IT)/(s·cm²)'),
  ('heat-flux-density', 'cal_th_s_cm2', 'Calorie (thermochemical) per Second Square Centimeter', 'cal_th/(s·cm²)', 'Calorie (thermochemical) per Second Square Centimeter', 'cal (th)/(s·cm²)'),
  ('heat-flux-density', 'cal_th_min_cm2', 'Calorie (thermochemical) per Minute Square Centimeter', 'cal_th/(min·cm²)', 'Calorie (thermochemical) per Minute Square Centimeter', 'cal (th)/(min·cm²)'),
  ('heat-flux-density', 'kcal_it_h_m2', 'Kilocalorie (IT) per Hour Square Meter', 'kcal_IT/(h·m²)', 'Kilocalorie (IT) per Hour Square Meter', 'kcal (IT)/(h·m²)'),
  ('heat-flux-density', 'kcal_th_h_m2', 'Kilocalorie (thermochemical) per Hour Square Meter', 'kcal_th/(h·m²)', 'Kilocalorie (thermochemical) per Hour Square Meter', 'kcal (th)/(h·m²)'),
  ('specific-heat-capacity', 'cal_it_g_c', 'Calorie (IT) per Gram Degree Celsius', 'cal_IT/(g·°C)', 'Calorie (IT) per Gram Degree Celsius', 'cal (IT)/(g·°C)'),
  ('specific-heat-capacity', 'cal_th_g_c', 'Calorie (thermochemical) per Gram Degree Celsius', 'cal_th/(g·°C)', 'Calorie (thermochemical) per Gram Degree Celsius', 'cal (th)/(g·°C)'),
  ('specific-heat-capacity', 'kcal_it_kg_c', 'Kilocalorie (IT) per Kilogram Degree Celsius', 'kcal_IT/(kg·°C)', 'Kilocalorie (IT) per Kilogram Degree Celsius', 'kcal (IT)/(kg·°C)'),
  ('specific-heat-capacity', 'kcal_th_kg_c', 'Kilocalorie (thermochemical) per Kilogram Degree Celsius', 'kcal_th/(kg·°C)', 'Kilocalorie (thermochemical) per Kilogram Degree Celsius', 'kcal (th)/(kg·°C)'),
  ('specific-heat-capacity', 'btu_it_lb_f', 'Btu (IT) per Pound Degree Fahrenheit', 'Btu_IT/(lb·°F)', 'Btu (IT) per Pound Degree Fahrenheit', 'Btu (IT)/(lb·°F)'),
  ('specific-heat-capacity', 'btu_th_lb_f', 'Btu (thermochemical) per Pound Degree Fahrenheit', 'Btu_th/(lb·°F)', 'Btu (thermochemical) per Pound Degree Fahrenheit', 'Btu (th)/(lb·°F)'),
  ('heat-transfer-coefficient', 'kcal_it_h_m2_c', 'Kilocalorie (IT) per Hour Square Meter Degree Celsius', 'kcal_IT/(h·m²·°C)', 'Kilocalorie (IT) per Hour Square Meter Degree Celsius', 'kcal (IT)/(h·m²·°C)'),
  ('heat-transfer-coefficient', 'kcal_th_h_m2_c', 'Kilocalorie (thermochemical) per Hour Square Meter Degree Celsius', 'kcal_th/(h·m²·°C)', 'Kilocalorie (thermochemical) per Hour Square Meter Degree Celsius', 'kcal (th)/(h·m²·°C)'),
  ('heat-transfer-coefficient', 'cal_it_s_cm2_c', 'Calorie (IT) per Second Square Centimeter Degree Celsius', 'cal_IT/(s·cm²·°C)', 'Calorie (IT) per Second Square Centimeter Degree Celsius', 'cal (IT)/(s·cm²·°C)'),
  ('heat-transfer-coefficient', 'cal_th_s_cm2_c', 'Calorie (thermochemical) per Second Square Centimeter Degree Celsius', 'cal_th/(s·cm²·°C)', 'Calorie (thermochemical) per Second Square Centimeter Degree Celsius', 'cal (th)/(s·cm²·°C)'),
  ('heat-transfer-coefficient', 'btu_it_h_ft2_f', 'Btu (IT) per Hour Square Foot Degree Fahrenheit', 'Btu_IT/(h·ft²·°F)', 'Btu (IT) per Hour Square Foot Degree Fahrenheit', 'Btu (IT)/(h·ft²·°F)'),
  ('heat-transfer-coefficient', 'btu_th_h_ft2_f', 'Btu (thermochemical) per Hour Square Foot Degree Fahrenheit', 'Btu_th/(h·ft²·°F)', 'Btu (thermochemical) per Hour Square Foot Degree Fahrenheit', 'Btu (th)/(h·ft²·°F)'),
  ('heat-transfer-coefficient', 'btu_it_s_ft2_f', 'Btu (IT) per Second Square Foot Degree Fahrenheit', 'Btu_IT/(s·ft²·°F)', 'Btu (IT) per Second Square Foot Degree Fahrenheit', 'Btu (IT)/(s·ft²·°F)'),
  ('heat-transfer-coefficient', 'btu_th_s_ft2_f', 'Btu (thermochemical) per Second Square Foot Degree Fahrenheit', 'Btu_th/(s·ft²·°F)', 'Btu (thermochemical) per Second Square Foot Degree Fahrenheit', 'Btu (th)/(s·ft²·°F)'),
  ('energy-density', 'btu_it_ft3', 'Btu (IT) per Cubic Foot', 'Btu_IT/ft³', 'Btu (IT) per Cubic Foot', 'Btu (IT)/ft³'),
  ('energy-density', 'btu_th_ft3', 'Btu (thermochemical) per Cubic Foot', 'Btu_th/ft³', 'Btu (thermochemical) per Cubic Foot', 'Btu (th)/ft³'),
  ('energy-density', 'btu_it_gal_us', 'Btu (IT) per Gallon (US)', 'Btu_IT/gal (US)', 'Btu (IT) per Gallon (US)', 'Btu (IT)/gal (US)'),
  ('energy-density', 'btu_it_gal_imp', 'Btu (IT) per Gallon (UK)', 'Btu_IT/gal (UK)', 'Btu (IT) per Gallon (UK)', 'Btu (IT)/gal (UK)'),
  ('energy-density', 'kcal_it_m3', 'Kilocalorie (IT) per Cubic Meter', 'kcal_IT/m³', 'Kilocalorie (IT) per Cubic Meter', 'kcal (IT)/m³'),
  ('energy-density', 'cal_it_cm3', 'Calorie (IT) per Cubic Centimeter', 'cal_IT/cm³', 'Calorie (IT) per Cubic Centimeter', 'cal (IT)/cm³'),
  ('energy-density', 'cal_th_cm3', 'Calorie (thermochemical) per Cubic Centimeter', 'cal_th/cm³', 'Calorie (thermochemical) per Cubic Centimeter', 'cal (th)/cm³'),
  ('electric-current', 'a_int', 'International Ampere', 'A_int', 'International Ampere', 'A (int)'),
  ('voltage', 'v_int', 'International Volt', 'V_int', 'International Volt', 'V (int)'),
  ('electrical-resistance', 'ohm_int', 'International Ohm', 'Ω_int', 'International Ohm', 'Ω (int)'),
  ('electrical-resistance', 'rk', 'Von Klitzing Constant (R_K)', 'R_K', 'Von Klitzing Constant', 'R(K)'),
  ('capacitance', 'f_int', 'International Farad', 'F_int', 'International Farad', 'F (int)'),
  ('inductance', 'h_int', 'International Henry', 'H_int', 'International Henry', 'H (int)'),
  ('electrical-conductance', 'mho_int', 'International Mho', 'S_int', 'International Mho', 'S (int)'),
  ('charge', 'c_int', 'International Coulomb', 'C_int', 'International Coulomb', 'C (int)'),
  ('magnetic-flux', 'wb_int', 'International Weber', 'Wb_int', 'International Weber', 'Wb (int)');

CREATE TEMPORARY TABLE unit_symbol_010_done ON COMMIT DROP AS
  SELECT u.id, m.old_name, m.new_name, m.old_symbol, m.new_symbol
    FROM new_units u
    JOIN new_categories c ON c.id = u.category_id
    JOIN unit_symbol_010 m ON m.slug = c.slug AND m.code = u.unit_code
   WHERE u.name = m.old_name AND u.symbol IS NOT DISTINCT FROM m.old_symbol;

UPDATE new_units u
   SET name = d.new_name, symbol = d.new_symbol
  FROM unit_symbol_010_done d
 WHERE u.id = d.id;

UPDATE new_conversions v
   SET name = f.name || ' to ' || t.name
  FROM new_units f, new_units t
 WHERE v.from_unit_id = f.id AND v.to_unit_id = t.id
   AND (f.id IN (SELECT id FROM unit_symbol_010_done) OR t.id IN (SELECT id FROM unit_symbol_010_done))
   AND v.name = COALESCE((SELECT old_name FROM unit_symbol_010_done WHERE id = f.id), f.name)
             || ' to ' || COALESCE((SELECT old_name FROM unit_symbol_010_done WHERE id = t.id), t.name);

UPDATE new_conversions v
   SET formula = replace(replace(v.formula,
         COALESCE((SELECT old_symbol FROM unit_symbol_010_done WHERE id = v.from_unit_id), chr(1)),
         COALESCE((SELECT new_symbol FROM unit_symbol_010_done WHERE id = v.from_unit_id), chr(1))),
         COALESCE((SELECT old_symbol FROM unit_symbol_010_done WHERE id = v.to_unit_id), chr(1)),
         COALESCE((SELECT new_symbol FROM unit_symbol_010_done WHERE id = v.to_unit_id), chr(1)))
 WHERE v.formula IS NOT NULL
   AND (v.from_unit_id IN (SELECT id FROM unit_symbol_010_done) OR v.to_unit_id IN (SELECT id FROM unit_symbol_010_done));
