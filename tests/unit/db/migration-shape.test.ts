import { describe, expect, it } from 'vitest';
import { applyMigrationShape, type MigrationShape, readMigrations } from '../../../src/postgres/migrations.ts';

describe('the tables and columns the migrations create', () => {
  it('are read from the migration files, whatever files there are', async () => {
    const shape: MigrationShape = { tables: new Set(), columns: new Set() };
    for (const m of await readMigrations()) applyMigrationShape(m.sql, shape);
    for (const t of ['new_categories', 'new_units', 'new_conversions', 'new_currencies', 'new_aliases', 'new_conversion_overrides']) {
      expect(shape.tables).toContain(t);
    }
    for (const c of ['new_units.factor_exact', 'new_units.offset_exact', 'new_units.reciprocal', 'new_units.source', 'new_aliases.position', 'new_currencies.position']) {
      expect(shape.columns).toContain(c);
    }
    // CREATE TABLE IF NOT EXISTS adopts an existing table as it is: its columns are not certain.
    expect(shape.columns).not.toContain('new_units.created_at');
    // Constraints are not columns.
    expect([...shape.columns].filter((c) => /\.(unique|check|constraint|primary)$/i.test(c))).toEqual([]);
  });

  it('follows a later migration that adds or drops columns and tables', () => {
    const shape: MigrationShape = { tables: new Set(), columns: new Set() };
    applyMigrationShape('CREATE TABLE t (id bigint PRIMARY KEY, "Name" text NOT NULL, CHECK (id > 0), UNIQUE (id, "Name"));', shape);
    applyMigrationShape('CREATE TABLE IF NOT EXISTS adopted (kept text);', shape);
    applyMigrationShape(
      `-- 004: exactness
       ALTER TABLE t ADD COLUMN IF NOT EXISTS exact boolean NOT NULL DEFAULT true, ADD CONSTRAINT t_x CHECK (exact OR id > 0);
       ALTER TABLE ONLY t ADD extra numeric(10, 2), DROP COLUMN IF EXISTS "Name";
       CREATE INDEX t_idx ON t (exact);
       CREATE TABLE gone (a int); DROP TABLE IF EXISTS gone CASCADE;`,
      shape,
    );
    expect([...shape.tables].sort()).toEqual(['adopted', 't']);
    expect([...shape.columns].sort()).toEqual(['t.exact', 't.extra', 't.id']);
  });
});
