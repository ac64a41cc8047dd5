// Shared by the tests that hold a data migration (db/migrations/0NN_*.sql) to the seed JSON:
// the rows of the migration's `INSERT INTO <table> VALUES` table, and the rows whose unit
// data/units.json names otherwise.
import type { Catalogue } from '../../../src/core/catalogue.ts';

/** A SQL string literal: plain ('…', '' for a quote) or with C-style escapes (E'…\u202f…'). */
const LITERAL = String.raw`E'(?:[^'\\]|''|\\.)*'|'(?:[^']|'')*'`;
const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** A literal's text: '' is a quote; in an E'…' literal also \uXXXX, \UXXXXXXXX, \n and the like, and \<char> for the char. */
function literalText(literal: string): string {
  if (!literal.startsWith('E')) return literal.slice(1, -1).replaceAll("''", "'");
  return literal
    .slice(2, -1)
    .replace(/''|\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7x]|.)/g, (_m, e: string | undefined) => {
      if (e === undefined) return "'";
      if (e.length > 1) return String.fromCodePoint(parseInt(e.slice(1), 16));
      if (/[0-7x]/.test(e)) throw new Error(`migrationRows: octal and \\x escapes are not read (${literal})`);
      return SIMPLE_ESCAPES[e] ?? e;
    });
}

/** The rows, each of `columns` literals, of the migration's `INSERT INTO <table> VALUES (…), …;` statement. */
export function migrationRows(sql: string, table: string, columns: number): string[][] {
  const block = new RegExp(String.raw`INSERT INTO ${table} VALUES([\s\S]*?);\n`).exec(sql)?.[1] ?? '';
  const row = new RegExp(String.raw`\(${Array<string>(columns).fill(`(?:${LITERAL})`).join(String.raw`,\s*`)}\)`, 'g');
  const literal = new RegExp(LITERAL, 'g');
  return [...block.matchAll(row)].map((m) => [...m[0].matchAll(literal)].map((l) => literalText(l[0])));
}

/**
 * The (slug, code, old name, old symbol, new name, new symbol) rows whose unit data/units.json
 * lacks or names or symbols otherwise, each as "slug/code: migration …, seed …".
 */
export function seedDifferences(cat: Catalogue, rows: string[][]): string[] {
  return rows.flatMap(([slug = '', code = '', , , name, symbol]) => {
    const u = cat.categoryBySlug.get(slug)?.units.find((x) => x.code === code);
    return u !== undefined && u.name === name && u.kind === 'unit' && u.symbol === symbol ? [] : [`${slug}/${code}: migration "${String(name)}" ${String(symbol)}, seed ${u ? `"${u.name}" ${u.symbol}` : 'none'}`];
  });
}
