// Each built language's offline page and units, by key, for the precache lists (precache.ts).
import { expressionDataPath } from '../i18n/expression-path.ts';
import type { Locale } from '../i18n/locales.ts';
import { localPath } from '../i18n/paths.ts';
import { paths } from '../core/paths.ts';

export interface OfflineLanguage {
  code: string;
  prefix: string;
  offlinePage: string;
  dataFile: string;
}

export function offlineLanguages(locales: readonly Locale[]): OfflineLanguage[] {
  return locales.map((l) => {
    const home = localPath(l, '/');
    const prefix = home === '/' ? '' : home;
    return { code: l, prefix, offlinePage: `${localPath(l, paths.offline).slice(1)}.html`, dataFile: expressionDataPath(l).slice(1) };
  });
}
