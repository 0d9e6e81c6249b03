/**
 * Times the pages alone against a server that is already running (for work on the web app):
 * `node bench/dist/browser.js <base URL> <superadmin password>`.
 */
import { browserTimings } from './timings.ts';

const [base, password] = process.argv.slice(2);
if (!base || !password) {
  process.stderr.write('usage: node bench/dist/browser.js <base URL> <superadmin password>\n');
  process.exit(2);
}
for (const figure of await browserTimings(base, password))
  process.stdout.write(`${figure.name}: ${figure.value} (target ${figure.target})\n`);
