// PROVISIONAL: replaced by the sourced names module (data/names/*.json) when that branch is merged.
import type { Locale } from './locales.ts';

export type NameKind = 'cldr' | 'si-prefix' | 'reference';
export interface LocalName { name: string; one: string; other: string; kind: NameKind; source: string }
export interface LocalCategoryName { name: string; kind: NameKind; source: string }
export function unitName(_locale: Locale, _categorySlug: string, _code: string): LocalName | undefined {
  return undefined;
}
export function categoryName(_locale: Locale, _slug: string): LocalCategoryName | undefined {
  return undefined;
}
