-- Extensions of this product. Every new column is nullable or has a default, so rows
-- written by the original site still read.
--   factor_exact / offset_exact: the value as written in the catalogue whenever the
--     numeric column cannot give that text back: a ratio that is not a finite decimal
--     ("5/9", "180/pi"; numeric then holds it rounded to 40 significant digits) or an
--     expression of a finite decimal ("0.45359237/16", "1e6").
--   reciprocal: fuel-economy style units, value_in_base = factor / value.
--   source: the document and clause the definition comes from.
ALTER TABLE new_units
  ADD COLUMN IF NOT EXISTS factor_exact text,
  ADD COLUMN IF NOT EXISTS offset_exact text,
  ADD COLUMN IF NOT EXISTS reciprocal   boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS source       text,
  ADD CONSTRAINT new_units_reciprocal_offset CHECK (NOT reciprocal OR unit_offset = 0);

-- Currencies carry no static factor: their rates are live (currency-rates function).
CREATE TABLE IF NOT EXISTS new_currencies (
  code   text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{2,10}$'),
  name   text NOT NULL,
  symbol text NOT NULL DEFAULT '',
  crypto boolean NOT NULL DEFAULT false
);

-- Old or alternative URLs that redirect to a canonical page.
CREATE TABLE IF NOT EXISTS new_aliases (
  from_path text PRIMARY KEY,
  to_path   text NOT NULL
);
