/**
 * Times the pages alone against a server that is already running (for work on the web app):
 * `node bench/dist/browser.js <base URL> <superadmin password>`. The floor page is served here.
 */
import Fastify from 'fastify';
import { addFloorRoute, FLOOR_PATH } from './floor.ts';
import { browserTimings } from './timings.ts';

const [base, password] = process.argv.slice(2);
if (!base || !password) {
  process.stderr.write('usage: node bench/dist/browser.js <base URL> <superadmin password>\n');
  process.exit(2);
}
const floor = Fastify({ logger: false });
addFloorRoute(floor);
const address = await floor.listen({ port: 0, host: '127.0.0.1' });
try {
  for (const figure of await browserTimings(base, password, `${address}${FLOOR_PATH}`)) {
    const beside = figure.baseline ? `, floor ${figure.baseline}, ratio ${figure.ratio}` : '';
    const target = figure.target ? ` (target ${figure.target})` : '';
    process.stdout.write(`${figure.name}: ${figure.value}${beside}${target}\n`);
  }
} finally {
  await floor.close();
}
