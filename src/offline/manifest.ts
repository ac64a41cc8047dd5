// A language's web app manifest (`/manifest.webmanifest`, `/es/manifest.webmanifest`, ...): the
// app's name, its description and start page in the language; one identity (`id`) for all, so
// the installed app is the same whichever language it was installed from.
import { PRODUCT_NAME } from '../core/product.ts';
import type { Lang } from '../i18n/lang.ts';
import { localPath } from '../i18n/paths.ts';

/** Light theme colours: the accent behind the system bar, the page's background at launch (src/styles/global.css). */
export const THEME = { light: '#4338ca', dark: '#0b1120', background: '#f8fafc' } as const;

export function manifestPath(l: Lang): string {
  return localPath(l.locale, '/manifest.webmanifest');
}

export function webManifest(l: Lang): string {
  return `${JSON.stringify(
    {
      id: '/',
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: l.t('app.description', { product: PRODUCT_NAME }),
      lang: l.record.hreflang,
      dir: 'ltr',
      start_url: localPath(l.locale, '/'),
      scope: '/',
      display: 'standalone',
      background_color: THEME.background,
      theme_color: THEME.light,
      categories: ['utilities', 'education'],
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}
