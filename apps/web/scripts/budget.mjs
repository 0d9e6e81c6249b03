// The login page's JavaScript budget (DESIGN.md §8): at most 150 KB gzip for the entry, its static
// imports and the lazily loaded login chunk. Measured at gzip level 9, like the reference baseline.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loginPageFiles } from './manifest.mjs';

export const LOGIN_JS_BUDGET = 150 * 1000;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * @param {string} distDir
 * @param {import('./manifest.mjs').Manifest} manifest
 */
export async function measureLoginPage(distDir, manifest) {
  const { entry, login } = loginPageFiles(manifest);
  const rows = [];
  for (const [group, files] of [
    ['entry', entry.js],
    ['login', login.js],
    ['css', [...entry.css, ...login.css]],
    ['html', ['index.html']],
  ]) {
    for (const file of files) {
      const data = await readFile(join(distDir, file));
      rows.push({ group, file, raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
    }
  }
  const sum = (groups) => rows.filter((r) => groups.includes(r.group)).reduce((a, r) => a + r.gzip, 0);
  const js = sum(['entry', 'login']);
  return { rows, js, css: sum(['css']), html: sum(['html']), withinBudget: js <= LOGIN_JS_BUDGET };
}

/** @param {Awaited<ReturnType<typeof measureLoginPage>>} report */
export function formatReport(report) {
  const lines = report.rows.map(
    (r) =>
      `  ${r.group.padEnd(6)} ${r.file.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)} gzip`,
  );
  lines.push(
    `  login page JS ${kb(report.js)} gzip (budget ${kb(LOGIN_JS_BUDGET)}), CSS ${kb(report.css)}, HTML ${kb(report.html)}`,
  );
  return lines.join('\n');
}
