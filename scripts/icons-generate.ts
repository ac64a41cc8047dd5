// The app icons of the web app manifest (public/icons/), drawn from the favicon's design by
// Chromium: `npm run icons:generate` (run again only when the design changes; the PNGs are kept
// in git). "any" icons are the favicon as it is; the maskable one fills its square with the
// background and keeps the arrows within the central 80 % a launcher's mask never cuts.
import { chromium } from 'playwright-core';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARROWS = '<path d="M6 9h12M6 15h12M9 6l-3 3 3 3M15 12l3 3-3 3" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>';
const ANY = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#4338ca"/>${ARROWS}</svg>`;
// The arrows span 12 of 24 units: scaled by 0.75 about the centre they stay well inside the safe zone (a circle of radius 40 %).
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#4338ca"/><g transform="translate(3 3) scale(0.75)">${ARROWS}</g></svg>`;

const icons: [string, string, number][] = [
  ['icon-192.png', ANY, 192],
  ['icon-512.png', ANY, 512],
  ['maskable-512.png', MASKABLE, 512],
];

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [name, svg, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${String(size)}" height="${String(size)}" `)}</body></html>`);
    await page.screenshot({ path: path.join(ROOT, 'public/icons', name), omitBackground: true });
    await page.close();
    console.log(`public/icons/${name}`);
  }
} finally {
  await browser.close();
}
