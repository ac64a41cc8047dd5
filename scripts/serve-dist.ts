// Preview a built site as a static host would serve it: `npm run serve -- [DIR]`.
import path from 'node:path';
import { createStaticHost } from '../src/serve/static-host.ts';

const dir = path.resolve(process.argv[2] ?? 'dist');
const port = Number(process.env['PORT'] ?? 4321);
createStaticHost(dir).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} at http://127.0.0.1:${String(port)}`);
});
