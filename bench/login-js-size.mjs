// Prints the gzip size of the JavaScript the login page needs in the production build (budget 150 kB,
// DESIGN.md §8): the entry module, its static imports and the login screen's chunks, exactly the files the
// built index.html loads for a signed-out visitor. Run `npm run build` first, then
// `node bench/login-js-size.mjs` (exit code 1 when over budget).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1000;
const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const indexFile = join(distDir, 'index.html');
if (!existsSync(indexFile)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(2);
}
const html = await readFile(indexFile, 'utf8');

/** The boot script's lists (app/boot.ts bootStartScript): entry imports, login chunks and the entry. */
function loginPageScripts(page) {
  const arrays = [...page.matchAll(/(?:var p=|p\.concat\()(\[[^\]]*\])/g)].map((m) => JSON.parse(m[1]));
  const entry = /e\.src=("[^"]+")/.exec(page);
  if (arrays.length < 2 || !entry)
    throw new Error('index.html has no boot script lists (was it prerendered?)');
  return [JSON.parse(entry[1]), ...arrays[0], ...arrays[1]];
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let total = 0;
const rows = [];
for (const url of new Set(loginPageScripts(html))) {
  const data = await readFile(join(distDir, url.replace(/^\//, '')));
  const gzip = gzipSync(data, { level: 9 }).length;
  total += gzip;
  rows.push(`  ${url.padEnd(48)} ${kb(data.length).padStart(10)} ${kb(gzip).padStart(10)} gzip`);
}
console.log(`JavaScript of the login page (raw, gzip -9):\n${rows.join('\n')}`);
console.log(`login page JS: ${kb(total)} gzip (budget ${kb(BUDGET)})`);
if (total > BUDGET) process.exitCode = 1;
