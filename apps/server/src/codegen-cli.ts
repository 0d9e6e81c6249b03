// `npm run gen -- CONFIG.json [--root DIR]`: writes the module a code generation config describes into a working
// tree (this repository unless --root), then formats what it wrote. The config is the one the code generation
// screen downloads; the same config run twice changes nothing the second time.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { codeGenConfig } from '@retail/contracts/api/system/code-gen';
import * as prettier from 'prettier';
import { applyGeneration } from './codegen/apply.ts';
import { generate } from './codegen/generate.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '.') : '.');
  const configPath = args.find((arg, i) => !arg.startsWith('--') && !(rootAt >= 0 && i === rootAt + 1));
  if (!configPath) throw new Error('usage: npm run gen -- CONFIG.json [--root DIR]');
  const parsed = codeGenConfig.safeParse(JSON.parse(await readFile(resolve(configPath), 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${configPath} is not a valid generation config:\n${problems.join('\n')}`);
  }
  const migrationNames = readdirSync(resolve(root, 'apps/server/src/db/migrations'))
    .filter((name) => /^\d{4}_\w+\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''));
  const files = generate(parsed.data, { migrationNames });
  const format = async (text: string, path: string) =>
    prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
  for (const { path, outcome } of await applyGeneration(root, files, format)) {
    process.stdout.write(`${outcome.padEnd(9)} ${path}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
