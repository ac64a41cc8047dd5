// Derive each unit's source record from its `source` note (src/db/source-derive.ts) in a seed
// folder (default data/), print what was read and what was not; with --write, add the records
// to the folder's units.json (only units without one; the file read again just before it is
// written, every other field and the key order kept).
//   node_modules/.bin/node scripts/source-records.ts [DIR] [--write] [--list]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DATA_DIR, readJsonSources } from '../src/catalogue/json.ts';
import { buildCatalogue, type Unit } from '../src/core/catalogue.ts';
import type { SourceRecord } from '../src/core/source-record.ts';
import { deriveSourceRecord } from '../src/db/source-derive.ts';

const args = process.argv.slice(2);
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? DEFAULT_DATA_DIR);
const catalogue = buildCatalogue(await readJsonSources(dir));
const records = new Map<string, SourceRecord>();
const counts = { parsed: 0, factor: 0, kept: 0, none: 0 };
const missing: string[] = [];
for (const cat of catalogue.categories) {
  for (const u of cat.units) {
    if (u.kind !== 'unit') continue;
    if (u.sourceRecord) {
      counts.kept++;
      continue;
    }
    const d = deriveSourceRecord(u, cat);
    if (!d) {
      counts.none++;
      missing.push(`${cat.title}/${u.code}: ${u.source}`);
      continue;
    }
    counts[d.how]++;
    records.set(key(cat.title, u), d.record);
    if (args.includes('--list')) console.log(`${d.how}\t${cat.title}/${u.code}\t${JSON.stringify(d.record)}`);
  }
}
console.log(`${dir}: ${String(counts.parsed)} statements read from the note, ${String(counts.factor)} from the factor, ${String(counts.kept)} records kept, ${String(counts.none)} without a record:`);
for (const m of missing) console.log(`  ${m}`);

if (args.includes('--write')) {
  const file = path.join(dir, 'units.json');
  const entries = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
  let added = 0;
  const out = entries.map((e) => {
    const r = records.get(`${String(e['category']).toLowerCase()}\u0000${String(e['unit_code'])}`);
    if (r === undefined || 'source_record' in e) return e;
    added++;
    const o: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(e)) {
      o[k] = v;
      if (k === 'source') o['source_record'] = r;
    }
    if (!('source_record' in o)) o['source_record'] = r;
    return o;
  });
  await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`${file}: ${String(added)} records added`);
}

function key(category: string, u: Unit): string {
  return `${category.toLowerCase()}\u0000${u.code}`;
}
