// A language's generated names that would not tell their unit, dropped (generate.ts).
import type { NameEntry } from './model.ts';

/**
 * Drop generated names (prefixed or composed) that another unit of the same category already
 * has in the locale ("millisaniyə" from az arc-second "saniyə" is the millisecond's name): a
 * name must tell its unit. Hand-kept and CLDR names stay; a clash among them fails a test.
 */
export function dropAmbiguous(units: Record<string, NameEntry>, englishOf: (key: string) => string): void {
  const rank = (e: NameEntry): number => (e.kind === 'composed' ? 2 : e.kind === 'si-prefix' ? 1 : 0);
  const byName = new Map<string, string[]>();
  const everywhere = new Map<string, Set<string>>();
  for (const [key, e] of Object.entries(units)) {
    const id = `${key.slice(0, key.indexOf('/'))}\u0000${e.one.toLowerCase()}`;
    byName.set(id, [...(byName.get(id) ?? []), key]);
    everywhere.set(e.one.toLowerCase(), (everywhere.get(e.one.toLowerCase()) ?? new Set<string>()).add(englishOf(key).toLowerCase()));
  }
  for (const keys of byName.values()) {
    if (keys.length < 2) continue;
    const best = Math.min(...keys.map((k) => rank(units[k] as NameEntry)));
    const keep = keys.filter((k) => rank(units[k] as NameEntry) === best);
    for (const k of keys) if (rank(units[k] as NameEntry) > 0 && (rank(units[k] as NameEntry) > best || keep.length > 1)) Reflect.deleteProperty(units, k);
  }
  // A generated name that another unit of the language has in any category (another English
  // unit) would name that unit to a reader: dropped too.
  for (const [key, e] of Object.entries(units)) {
    if (rank(e) > 0 && (everywhere.get(e.one.toLowerCase())?.size ?? 0) > 1) Reflect.deleteProperty(units, key);
  }
}
