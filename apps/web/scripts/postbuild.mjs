// Runs after `vite build` (package.json "build"): prerender the login page into dist/index.html, check
// the login page's JS budget, drop the build manifest from what is served, pre-compress dist.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, measureLoginPage } from './budget.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const manifestDir = join(distDir, '.vite');

const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'));

const started = performance.now();
await prerender({ webDir, distDir, manifest });
console.log(
  `prerendered the login page into dist/index.html (${Math.round(performance.now() - started)} ms)`,
);

const report = await measureLoginPage(distDir, manifest);
console.log(`login page assets (raw, gzip -9):\n${formatReport(report)}`);
if (!report.withinBudget) {
  throw new Error(
    'The login page JavaScript is over its budget (DESIGN.md §8): lazy-load what it does not need.',
  );
}

await rm(manifestDir, { recursive: true, force: true });

const { files, written } = await precompress(distDir);
console.log(`pre-compressed ${files} files (${written} .br/.gz siblings)`);
