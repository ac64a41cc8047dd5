// A unit's symbol as a language writes it: the catalogue's symbol with the language record's
// spellings (record.ts `symbols`) applied wherever such a symbol stands in it.
import type { SymbolSpelling } from './languages/record.ts';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const rules = new WeakMap<readonly SymbolSpelling[], RegExp>();

/**
 * `symbol` with each spelling's catalogue symbol written as the language writes it, where it
 * stands alone or inside a compound (`°R`, `Btu/(lb·°R)`), and not where it begins a longer
 * symbol (`°Ré`, `°Rø`: Réaumur, Rømer) or continues one.
 */
export function localSymbol(symbol: string, spellings: readonly SymbolSpelling[] | undefined): string {
  if (!spellings || spellings.length === 0 || symbol === '') return symbol;
  let re = rules.get(spellings);
  if (!re) {
    const alternatives = [...spellings].sort((a, b) => b.catalogue.length - a.catalogue.length).map((s) => escape(s.catalogue));
    re = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives.join('|')})(?![\p{L}\p{N}])`, 'gu');
    rules.set(spellings, re);
  }
  return symbol.replace(re, (found) => spellings.find((s) => s.catalogue === found)?.local ?? found);
}
