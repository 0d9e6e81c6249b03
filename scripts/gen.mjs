// `npm run gen -- CONFIG.json [--root DIR]`: bundles the code generator's command line from source (a developer
// tool: it is not part of the server build) and runs it with the arguments given.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// inside node_modules, so the bundle finds prettier there
const dir = resolve(root, 'node_modules/.cache/retail-gen');
mkdirSync(dir, { recursive: true });
const outfile = join(dir, 'codegen-cli.mjs');
await build({
  entryPoints: [resolve(root, 'apps/server/src/codegen-cli.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // zod and the contracts are bundled; prettier is loaded from the repository's node_modules
  external: ['prettier'],
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exitCode = result.status ?? 1;
