// The checks of a sliced publish that need every slice, from their manifests alone:
// `npm run check:manifests -- MANIFEST... [--cross-links FILE...]`. Every page in exactly
// one slice (so in the sitemaps once), and every link that leaves a slice (check:slice)
// resolved by key. Non-zero exit on any failure.
import { builtLocales } from '../src/i18n/locales.ts';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadCatalogue } from '../src/catalogue/index.ts';
import { checkManifests } from '../src/checks/manifests.ts';
import { readSliceManifest } from '../src/deploy/manifest.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--cross-links');
const manifestFiles = at >= 0 ? args.slice(0, at) : args;
const linkFiles = at >= 0 ? args.slice(at + 1) : [];
if (manifestFiles.length === 0) {
  console.error('usage: npm run check:manifests -- MANIFEST... [--cross-links FILE...]');
  process.exit(2);
}
const t0 = performance.now();
try {
  const manifests = await Promise.all(manifestFiles.map(readSliceManifest));
  const leaving: Record<string, string> = {};
  for (const f of linkFiles) Object.assign(leaving, JSON.parse(gunzipSync(readFileSync(f)).toString('utf8')) as Record<string, string>);
  const r = checkManifests(manifests, await loadCatalogue(), leaving, builtLocales(process.env));
  console.log(`Manifests: ${String(manifests.length)}, ${String(r.pages)} pages (${String(r.twice.length)} in two slices), ${String(r.keys)} keys; ${String(r.links)} links between slices, ${String(r.broken.length)} broken`);
  for (const p of r.twice.slice(0, 20)) console.error(`  in two slices: ${p}`);
  for (const b of r.broken.slice(0, 20)) console.error(`  ${b.page}: ${b.link} (${b.reason})`);
  const failed = r.twice.length + r.broken.length > 0;
  console.log(`${failed ? 'FAILED' : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (failed) process.exitCode = 1;
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
