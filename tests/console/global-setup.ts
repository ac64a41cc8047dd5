// Build the console app once for the whole suite (each console then starts in a moment).
import { buildConsoleUi } from '../../console/build-ui.ts';
import { UI_DIR } from './harness.ts';

export default async function globalSetup(): Promise<void> {
  await buildConsoleUi(UI_DIR);
}
