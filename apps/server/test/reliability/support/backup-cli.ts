import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect } from 'vitest';
import { ROOT } from './server-process.ts';

const CLI = resolve(ROOT, 'apps/server/dist/backup-cli.js');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** every line it printed on stdout, in order */
  lines: string[];
  stderr: string;
}

/**
 * Runs the built command line (`node apps/server/dist/backup-cli.js ...args`, as `npm run db:backup` and
 * `db:restore` do) with `env` on top of this process's environment. `onLine` sees each stdout line as it comes,
 * with the child, so a caller can kill it at a chosen moment.
 */
export function runBackupCli(
  env: Record<string, string>,
  args: string[],
  onLine?: (line: string, child: ChildProcess) => void,
): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const read = new Promise<void>((done) => {
    const input = createInterface({ input: child.stdout });
    input.on('line', (line) => {
      lines.push(line);
      onLine?.(line, child);
    });
    input.once('close', done);
  });
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => done([code, signal]));
  });
  return Promise.all([exited, read]).then(([[code, signal]]) => ({ code, signal, lines, stderr }));
}

/** Runs the command line to its end and expects it to succeed. */
export async function backupCliOk(env: Record<string, string>, args: string[]): Promise<CliRun> {
  const run = await runBackupCli(env, args);
  expect(run.code, `backup-cli ${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run;
}

/** The archive a `backup` run wrote, from its last line (`<path>: N tables, N rows, N bytes`). */
export function archivePathOf(run: CliRun): string {
  const match = /^(.+): \d+ tables, \d+ rows, \d+ bytes$/.exec(run.lines.at(-1) ?? '');
  if (!match) throw new Error(`no archive in the backup output: ${run.lines.join('\n')}`);
  return match[1] as string;
}
