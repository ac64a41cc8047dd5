// Build the console app once for the whole suite (each console then starts in a moment),
// by running console/build-ui.ts: the tests start the console's code, they do not import it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { UI_DIR } from './harness.ts';

export default function globalSetup(): void {
  const script = path.resolve(import.meta.dirname, '../../console/build-ui.ts');
  const r = spawnSync(process.execPath, [script, UI_DIR], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`console/build-ui.ts ${UI_DIR} failed (exit ${String(r.status)})`);
}
