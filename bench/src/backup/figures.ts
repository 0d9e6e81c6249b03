/**
 * Backup and restore at bench scale through the command line (`backup-cli.js`), as an operator runs them: a system
 * backup of the bench database, a restore of it into a fresh database of the same kind, and a backup of the
 * restored database whose manifest must equal the first, table by table (rows and SHA-256).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DbType } from '../../../apps/server/src/config.ts';
import { openArchive } from '../../../apps/server/src/platform/backup/verify.ts';
import { ROOT } from '../../../apps/server/test/reliability/support/server-process.ts';
import { dropDatabase, seededDatabase } from '../data/prepare.ts';
import type { Figure } from '../report.ts';
import { type ChildRun, mb, runChild } from './child.ts';

const CLI = resolve(ROOT, 'apps/server/dist/backup-cli.js');
/** The bound a streamed export and import must stay under at any data size. */
const PEAK_MB = 512;

interface Backup {
  run: ChildRun;
  path: string;
  tables: number;
  rows: number;
  bytes: number;
}

async function backUp(env: Record<string, string>, dir: string): Promise<Backup> {
  const run = await runChild(CLI, ['backup'], { ...env, BACKUP_DIR: dir });
  const last = run.lines.at(-1) ?? '';
  const parts = /^(.*): (\d+) tables, (\d+) rows, (\d+) bytes$/.exec(last);
  if (!parts) throw new Error(`backup printed "${last}"`);
  return {
    run,
    path: parts[1] as string,
    tables: Number(parts[2]),
    rows: Number(parts[3]),
    bytes: Number(parts[4]),
  };
}

/** The tables whose rows or SHA-256 differ between two archives (or that only one of them has). */
async function differingTables(a: string, b: string): Promise<string[]> {
  const digests = async (path: string) =>
    new Map((await openArchive(path)).manifest.tables.map((t) => [t.name, `${t.rows}:${t.sha256}`]));
  const [left, right] = [await digests(a), await digests(b)];
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names].filter((name) => left.get(name) !== right.get(name)).sort();
}

const seconds = (s: number) => `${s.toFixed(1)} s`;

const PHASE_NAMES: Record<string, string> = {
  verifying: 'verify',
  safety: 'safety backup',
  restoring: 'load',
  checking: 'last 1 % of rows, search terms (PostgreSQL), ledger check, commit',
  files: 'files, cache, sessions',
};

/** The phases of a restore as it prints them (`restoring 37%`), each with the seconds it took. */
function phaseTimer() {
  const phases: { name: string; at: number }[] = [];
  return {
    see(line: string) {
      const [phase, percent] = line.split(' ');
      if (!phase || !percent?.endsWith('%')) return;
      // progress stops at 99 % when the last row is in, before the check and the commit
      const name = phase === 'restoring' && percent === '99%' ? 'checking' : phase;
      if (phases.at(-1)?.name !== name) phases.push({ name, at: performance.now() });
    },
    summary(): string {
      return phases
        .slice(0, -1)
        .map(
          (p, i) => `${PHASE_NAMES[p.name] ?? p.name} ${seconds(((phases[i + 1]?.at ?? 0) - p.at) / 1000)}`,
        )
        .join(', ');
    },
  };
}

export async function backupFigures(
  type: DbType,
  source: Record<string, string>,
  scaleName: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  const dir = join(source.DATA_DIR as string, 'bench-backups');
  rmSync(dir, { recursive: true, force: true });
  let target: Record<string, string> | null = null;
  try {
    log(`${type}: backup (command line)`);
    const backup = await backUp(source, dir);
    log(`${type}: restore (command line) into a fresh database`);
    target = await seededDatabase(type, `${scaleName}_restored`);
    const timer = phaseTimer();
    // the peak so far when 10 % and 50 % of the rows are in: memory that grew with the rows would show here
    const marks = new Map<number, number>();
    const restore = await runChild(CLI, ['restore', backup.path, '--yes'], target, (line, peakKb) => {
      timer.see(line);
      const percent = /^restoring (\d+)%$/.exec(line)?.[1];
      for (const mark of [10, 50]) {
        if (percent && Number(percent) >= mark && !marks.has(mark)) marks.set(mark, peakKb);
      }
    });
    log(`${type}: backup of the restored database`);
    const check = await backUp(target, join(dir, 'restored'));
    const differing = await differingTables(backup.path, check.path);
    const same = differing.length === 0 && check.rows === backup.rows;
    return [
      {
        area: type,
        name: `backup (backup-cli.js backup, a child process): ${backup.rows.toLocaleString('en')} rows in ${backup.tables} tables`,
        value: `${seconds(backup.run.seconds)}, peak ${backup.run.peakMb} MB RSS, archive ${mb(backup.bytes / 1024)} MB`,
        target: `finishes; peak ≤ ${PEAK_MB} MB at any scale`,
        met: backup.run.peakMb <= PEAK_MB,
      },
      {
        area: type,
        name: 'restore (backup-cli.js restore FILE --yes, a child process) into a fresh database, then a backup of it compared table by table',
        value: `${seconds(restore.seconds)} (${timer.summary()}), peak ${restore.peakMb} MB RSS (${mb(marks.get(10) ?? 0)} MB at 10 % of the rows, ${mb(marks.get(50) ?? 0)} MB at 50 %); ${
          same
            ? `all ${backup.tables} tables equal (rows and SHA-256)`
            : `**${differing.length} tables differ**: ${differing.join(', ')}`
        }`,
        target: `finishes, every table equal; peak ≤ ${PEAK_MB} MB at any scale`,
        met: same && restore.peakMb <= PEAK_MB,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (target) await dropDatabase(target);
  }
}
