-- The substance catalogue (issue 44): each file of data/substances/ (foods.json, materials.json)
-- as one document, checked when read by the same schema as the seed JSON
-- (src/core/substance/schema.ts): what is measured, its values and their sources.
CREATE TABLE IF NOT EXISTS new_substance_files (
  name text PRIMARY KEY,
  body jsonb NOT NULL
);
