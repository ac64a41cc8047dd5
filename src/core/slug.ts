/** Conversion slug (SPEC §5): "{from code}-to-{to code}", lowercased, underscores to hyphens. */
export function conversionSlug(fromCode: string, toCode: string): string {
  return `${fromCode}-to-${toCode}`.toLowerCase().replace(/_/g, '-');
}

/** A unit code as it appears in URLs: lowercased, underscores to hyphens (unique within a category). */
export function unitSlug(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

/** URL slug for a category created from its name: "Weight and Mass" -> "weight-and-mass". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug the site can publish: lowercase letters and digits in hyphen-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Category title as used in page titles: a trailing "Converter" is dropped (SPEC §2). */
export function categoryDisplayTitle(title: string): string {
  return title.replace(/\s*converter\s*$/i, '').trim();
}
