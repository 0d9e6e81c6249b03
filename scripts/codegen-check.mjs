// `npm run test:codegen`: the code generator's real check. Copies this working tree (with its installed
// node_modules) into a temporary directory, generates the fixture config into it with `npm run gen`, generates it
// again (which must change nothing), then runs typecheck, lint, the generated integration test (on the databases
// the environment names) and the generated end-to-end spec (which builds the copy) there. The copy is removed when all passed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const fixture = 'apps/server/test/fixtures/codegen/retail-promotion.json';
const generatedTests = {
  integration: 'apps/server/test/integration/retail-promotion.test.ts',
  e2e: 'specs/retail-promotion.spec.ts',
};

function run(cwd, cmd, args, options = {}) {
  process.stdout.write(`\n[codegen] ${cmd} ${args.join(' ')}\n`);
  const result = spawnSync(cmd, args, {
    cwd,
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  if (options.capture) process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
  return result.stdout ?? '';
}

/** The tracked and untracked (not ignored) files, as git sees them, plus every installed node_modules folder. */
function copyWorkingTree(target) {
  const files = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (files.status !== 0) throw new Error('git ls-files failed');
  const present = files.stdout.split('\0').filter((path) => path && existsSync(join(root, path)));
  const packed = spawnSync('tar', ['--null', '-T', '-', '-cf', '-'], {
    cwd: root,
    input: present.join('\0'),
    maxBuffer: 1 << 30,
  });
  if (packed.status !== 0) throw new Error('tar of the working tree failed');
  const unpacked = spawnSync('tar', ['-xf', '-', '-C', target], { input: packed.stdout, maxBuffer: 1 << 30 });
  if (unpacked.status !== 0) throw new Error('untar of the working tree failed');
  // a copy, not a symlink: the workspace links inside node_modules must point into the copy
  const withModules = [
    '.',
    ...['apps', 'packages'].flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`)),
    'e2e',
    'bench',
  ];
  for (const dir of withModules) {
    if (existsSync(join(root, dir, 'node_modules')))
      run(root, 'cp', ['-a', join(dir, 'node_modules'), join(target, dir)]);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'retail-codegen-'));
try {
  copyWorkingTree(dir);
  run(dir, 'npm', ['run', '--silent', 'gen', '--', fixture]);
  const again = run(dir, 'npm', ['run', '--silent', 'gen', '--', fixture], { capture: true });
  const touched = again.split('\n').filter((line) => /^(created|changed|inserted)\b/.test(line));
  if (touched.length > 0) throw new Error(`generating the same config again wrote:\n${touched.join('\n')}`);
  run(dir, 'npm', ['run', '--silent', 'typecheck']);
  run(dir, 'npm', ['run', '--silent', 'lint']);
  run(dir, 'npx', ['vitest', 'run', '--project', 'integration', generatedTests.integration]);
  run(join(dir, 'e2e'), 'node', ['run.mjs', generatedTests.e2e], {
    env: { E2E_PORT: process.env.CODEGEN_E2E_PORT ?? '5197' },
  });
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write('\n[codegen] the generated module typechecks, lints and passes its own tests\n');
} catch (error) {
  process.stderr.write(
    `\n[codegen] ${error instanceof Error ? error.message : String(error)}\n[codegen] the copy is kept at ${dir}\n`,
  );
  process.exit(1);
}
