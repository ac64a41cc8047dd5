// The owner console: the spec's four tool screens (Auto and Batch Unit Generators,
// Sitemap tool, Static page generator) on this machine only, at 127.0.0.1 with a
// one-time token. Ctrl-C stops it and any job it started.
// Usage: npm run console -- [--port N] [--data-dir DIR] [--site-dir DIR]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildConsoleUi } from '../console/build-ui.ts';
import { startConsole } from '../console/server.ts';
import { resolveSource } from '../console/source.ts';
import { BUILD_ENV } from '../src/protocol/build.ts';

const USAGE = 'Usage: npm run console -- [--port N] [--data-dir DIR] [--site-dir DIR]';
const root = path.resolve(import.meta.dirname, '..');

let values;
try {
  ({ values } = parseArgs({ options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'site-dir': { type: 'string' } } }));
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
const port = Number(values.port ?? process.env['PORT'] ?? 4322);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port / PORT: "${String(values.port ?? process.env['PORT'])}" is not a port number\n${USAGE}`);
  process.exit(2);
}
const source = resolveSource(process.env[BUILD_ENV.databaseUrl] || undefined, values['data-dir'] ?? process.env[BUILD_ENV.catalogueDir]);
const siteDir = path.resolve(values['site-dir'] ?? process.env[BUILD_ENV.outDir] ?? path.join(root, 'dist'));
// A prebuilt app (the tests build it once) or a fresh build at every start (a few seconds).
const uiDir = process.env['CONSOLE_UI_DIR'] ?? path.join(root, '.tmp/console-ui');
if (!process.env['CONSOLE_UI_DIR']) await buildConsoleUi(uiDir);

const server = await startConsole({
  root,
  port,
  source,
  siteDir,
  uiDir,
  siteUrl: process.env[BUILD_ENV.siteUrl] ?? 'https://exactconvert.example',
}).catch((e: unknown) => {
  console.error(`Cannot start the console on 127.0.0.1:${String(port)}: ${(e as Error).message}`);
  process.exit(1);
});

let closing = false;
const shutdown = (): void => {
  if (closing) process.exit(130);
  closing = true;
  console.log('\nStopping the console...');
  void server.close().then(() => {
    process.exit(0);
  });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Printed only once Ctrl-C is handled: whoever reads the address may stop the console at once.
console.log(`Owner console (catalogue: ${source.label}; built site: ${siteDir})`);
console.log(`Open: ${server.url}?token=${server.token}`);
console.log('Ctrl-C stops it (and any job it started).');

