// Serve the currency-rates function locally: `npm run rates:serve`.
// POST http://127.0.0.1:$PORT/currency-rates (PORT default 8787, HOST default 127.0.0.1).
// Upstreams and CORS come from the environment: see functions/currency-rates/index.ts.
import { createRatesServer, ROUTE } from '../functions/currency-rates/node-server.ts';

const port = Number(process.env['PORT'] ?? 8787);
const host = process.env['HOST'] ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${process.env['PORT'] ?? ''}`);
  process.exit(2);
}
const server = createRatesServer();
server.listen(port, host, () => {
  console.log(`currency-rates on http://${host}:${String(port)}${ROUTE}`);
});
const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
