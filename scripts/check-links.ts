// Check every internal link of a built site: `npm run check:links -- [DIR]` (default dist/).
import path from 'node:path';
import { checkLinks } from '../src/checks/links.ts';

const dir = path.resolve(process.argv[2] ?? 'dist');
const t0 = performance.now();
const report = await checkLinks(dir);
const s = ((performance.now() - t0) / 1000).toFixed(1);
for (const b of report.broken.slice(0, 50)) console.error(`  ${b.page}: ${b.link} (${b.reason})`);
console.log(`${String(report.pages)} pages, ${String(report.links)} internal links, ${String(report.broken.length)} broken (${s} s)`);
// If links are broken, let our caller know through the process exit code.
if (report.broken.length > 0) process.exitCode = 1;
