import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../../bench/src/data/generate.ts';
import { prepareDatabase } from '../../src/app.ts';
import { type DbType, loadConfig } from '../../src/config.ts';
import { MaintenanceLock } from '../../src/platform/backup/maintenance-lock.ts';
import type { DatabaseTarget } from '../../src/platform/backup/snapshot.ts';
import { openArchive } from '../../src/platform/backup/verify.ts';
import { createDatabase } from '../../src/platform/db/database.ts';
import { IdGenerator } from '../../src/platform/db/ids.ts';
import { tableDigests } from '../support/backups.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { archivePathOf, backupCliOk, runBackupCli } from './support/backup-cli.ts';
import { recordFigures } from './support/figures.ts';
import { ensureServerBuilt } from './support/server-process.ts';
import { bySize } from './support/size.ts';

/** Enough rows that the restoring phase lasts well past the moment of the kill on every database. */
const SCALE = {
  goods: 1_000,
  barcodesPerGoods: 3,
  members: 200,
  orderLines: bySize({ small: 15_000, full: 30_000 }),
  days: 30,
};
/** The restore is killed once it says it has inserted this share of the rows: midway through the transaction. */
const KILL_AT_PERCENT = 50;
const ADDED_GOODS = 5;
const ADDED_MEMBERS = 3;

const kinds: DbType[] = bySize({ small: ['sqlite'] as DbType[], full: databaseKinds() });
const seconds = (ms: number) => Math.round(ms / 100) / 10;

describe.each(kinds)('kill -9 during a restore on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureServerBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'retail-restore-crash-'));
    database = await createTestDatabase(kind);
    env = {
      DATA_DIR: dataDir,
      DB_TYPE: kind,
      DB_URL: kind === 'sqlite' ? join(dataDir, 'retail.db') : database.url,
      SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    };
    const handle = await prepareDatabase(loadConfig(env, 'test'));
    try {
      await generate(handle.db, kind, SCALE, () => {});
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Works on the database through a connection of the test's own, closed again before the next command. */
  async function withDatabase<T>(work: (target: DatabaseTarget) => Promise<T>): Promise<T> {
    const url = env.DB_URL as string;
    const handle = createDatabase(kind, url);
    try {
      return await work({ db: handle.db, type: kind, url });
    } finally {
      await handle.close();
    }
  }
  const digestsNow = () => withDatabase(tableDigests);

  it('leaves the data as it was, the lock free and a safety archive that restores it', async () => {
    const backup = await backupCliOk(env, ['backup']);
    const archiveA = archivePathOf(backup);
    const { manifest } = await openArchive(archiveA);
    const digestsA = Object.fromEntries(manifest.tables.map((table) => [table.name, table.sha256]));
    expect(await digestsNow(), 'the archive holds the data as it was').toEqual(digestsA);

    await withDatabase(async ({ db }) => {
      const config = loadConfig(env, 'test');
      const ctx = { config, db, ids: new IdGenerator(config.workerId) } as TestApp['ctx'];
      for (let i = 0; i < ADDED_GOODS; i++) await insertBarcode(ctx, { qty: 10 });
      for (let i = 0; i < ADDED_MEMBERS; i++) await insertVip(ctx);
    });
    const digestsB = await digestsNow();
    expect(digestsB).not.toEqual(digestsA);

    let killedAt: number | null = null;
    let lastPercent = 0;
    let restoringSince = 0;
    let killedAfterMs = 0;
    const crashed = await runBackupCli(env, ['restore', archiveA, '--yes'], (line, child) => {
      const restoring = /^restoring (\d+)%$/.exec(line);
      if (!restoring) return;
      const percent = Number(restoring[1]);
      lastPercent = Math.max(lastPercent, percent);
      if (percent === 0) restoringSince = performance.now();
      if (killedAt === null && percent >= KILL_AT_PERCENT) {
        killedAt = percent;
        killedAfterMs = performance.now() - restoringSince;
        child.kill('SIGKILL');
      }
    });
    expect(crashed.signal, `the restore ended on its own: ${crashed.stderr}`).toBe('SIGKILL');
    expect(killedAt).not.toBeNull();
    expect(
      crashed.lines.filter((line) => /^(files|done) /.test(line)),
      'killed before the restore committed',
    ).toEqual([]);

    expect(await digestsNow(), 'the transaction rolled back: every table as before').toEqual(digestsB);
    const safety = await withDatabase(async (target) => {
      await expectRetailInvariants(target.db);
      const lock = new MaintenanceLock(target);
      try {
        expect(await lock.hold(async () => 'held'), 'the lock died with the process').toBe('held');
      } finally {
        lock.close();
      }
      return target.db
        .selectFrom('sysBackup')
        .select(['fileName', 'status', 'sizeBytes'])
        .where('origin', '=', 'safety')
        .execute();
    });
    expect(safety.map((row) => row.status)).toEqual(['succeeded']);
    const safetyPath = join(dataDir, 'backups', (safety[0] as { fileName: string }).fileName);
    expect(existsSync(safetyPath), `the safety archive ${safetyPath}`).toBe(true);

    let started = performance.now();
    await backupCliOk(env, ['restore', safetyPath, '--yes']);
    const safetyRestoreMs = performance.now() - started;
    expect(await digestsNow(), 'the safety archive holds the data the restore would have replaced').toEqual(
      digestsB,
    );

    started = performance.now();
    const full = await backupCliOk(env, ['restore', archiveA, '--yes']);
    const fullRestoreMs = performance.now() - started;
    expect(full.lines).toContain('done 100%');
    expect(await digestsNow(), 'restored to the end: the archive').toEqual(digestsA);
    await withDatabase((target) => expectRetailInvariants(target.db));

    recordFigures(`restore-crash-${kind}`, {
      database: kind,
      archiveRows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      archiveTables: manifest.tables.length,
      killedAtPercent: killedAt,
      lastPercentPrinted: lastPercent,
      secondsRestoringWhenKilled: seconds(killedAfterMs),
      safetyArchiveBytes: statSync(safetyPath).size,
      safetyRestoreSeconds: seconds(safetyRestoreMs),
      fullRestoreSeconds: seconds(fullRestoreMs),
    });
  });
});
