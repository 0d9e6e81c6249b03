// Builds the web app and/or the server when their output is missing or older than their sources.
// Usage: node scripts/ensure-built.mjs [web] [server]   (both when none is named)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const targets = {
  web: {
    workspace: '@retail/web',
    stamp: 'apps/web/dist/.build-stamp',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
      'package-lock.json',
    ],
  },
  server: {
    workspace: '@retail/server',
    stamp: 'apps/server/dist/.build-stamp',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/contracts/src',
      'package-lock.json',
      'package.json',
    ],
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function ensureBuilt(names = Object.keys(targets)) {
  for (const name of names) {
    const target = targets[name];
    if (!target) throw new Error(`unknown build target ${name}`);
    const stamp = join(root, target.stamp);
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    const changed = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (built > changed) continue;
    process.stdout.write(`Building ${name}...\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      process.stderr.write(`Build of ${name} failed.\n`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(stamp, new Date().toISOString());
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  ensureBuilt(names.length > 0 ? names : undefined);
}
