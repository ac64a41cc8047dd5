// The embeddable converter's script, `/embed/v1/exact-convert.js` (src/embed/), bundled from
// source when the site shard is rendered (src/integrations/shard-output.ts writes it among the
// shard's files): so it is cached, merged and published with the pages that load it, by the
// one code path of the build and the deploy, and the checks of a slice find it beside them.
//
// Bundled by Vite, the bundler of the site's islands (Astro's own), not by esbuild: the
// languages' island facts, which the element's numbers and paths read, are found with Vite's
// `import.meta.glob` (src/i18n/languages/index.ts), which esbuild does not read. One file, every
// import inlined, minified; each language's messages written in as a constant. No input but
// the sources, the languages and the lock file's Vite: the same bytes every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { EMBED_SCRIPT_PATH } from '../core/paths.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { ISLAND_MESSAGES } from '../i18n/island-messages.ts';
import { islandMessages } from '../i18n/ui-messages.ts';
import type { EmbedTables } from '../embed/element.ts';

/** The script's key in the site (core/paths.ts: versioned, so that a change that breaks embedding pages goes to `v2/`). */
export const EMBED_SCRIPT = EMBED_SCRIPT_PATH.slice(1);

/** The bundle's entry, relative to the project's root. */
const ENTRY = 'src/embed/entry.ts';

/** What the script carries of each language built: the element's messages (ui.json's `embed` namespace, and `temperature`). */
export function embedTables(locales: readonly Locale[]): EmbedTables {
  const defaultLocale = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (locales[0] ?? DEFAULT_LOCALE);
  return { defaultLocale, messages: Object.fromEntries(locales.map((l) => [l, islandMessages(l, ISLAND_MESSAGES.embed)])) };
}

/** The script's text, for a project root and the languages the site is built in. */
export async function embedScript(root: string, locales: readonly Locale[]): Promise<string> {
  const r = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    // No .env file and no VITE_ variable of the machine reaches the script (it reads none).
    envDir: false,
    define: { EXACT_CONVERT_TABLES: JSON.stringify(embedTables(locales)) },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      target: 'es2022',
      // Not Vite's library mode, which leaves an ES module's whitespace unminified.
      rolldownOptions: { input: path.join(root, ENTRY), preserveEntrySignatures: false, output: { format: 'es', codeSplitting: false } },
    },
  });
  const chunks = (Array.isArray(r) ? r : [r as Rolldown.RolldownOutput]).flatMap((o) => o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'));
  const [only, ...more] = chunks;
  if (!only || more.length > 0) throw new Error(`${ENTRY}: expected one script, Vite wrote ${String(chunks.length)} (${chunks.map((c) => c.fileName).join(', ')})`);
  return only.code;
}

/** Write the script into a built site's folder (the site shard's output). */
export async function writeEmbedScript(root: string, out: string, locales: readonly Locale[]): Promise<void> {
  const file = path.join(out, EMBED_SCRIPT);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await embedScript(root, locales));
}
