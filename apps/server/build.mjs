// Bundles the server into dist/ (one file per entry); npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
/**
 * Pure-JavaScript dependencies loaded at every start are bundled too: resolving and compiling their hundreds of
 * files one by one was a third of the start-up. zod must be one copy for the app and fastify-type-provider-zod
 * (it checks `instanceof`), so both are bundled. Native modules, packages that read their own files at run time
 * (static, socket.io) and packages loaded on first use (exceljs, drivers, ioredis, sanitize-html, svg-captcha,
 * the API docs) stay external.
 */
const bundled = new Set([
  'zod',
  'kysely',
  'fastify-type-provider-zod',
  'fast-jwt',
  'fastify',
  '@fastify/cookie',
  '@fastify/rate-limit',
  '@fastify/multipart',
]);
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@retail/') && !bundled.has(name),
);

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/migrate.ts',
    'seed-demo': 'src/seed-demo.ts',
    'backup-cli': 'src/backup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __APP_VERSION__: JSON.stringify(root.version ?? '0.1.0') },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
