import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { type DbType, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { signIn } from '../support/auth.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { TEST_ADMIN_PASSWORD } from '../support/test-app.ts';

const INSTANCES = 3;

function configFor(db: TestDatabase, dataDir: string, workerId: number) {
  return loadConfig(
    {
      DATA_DIR: dataDir,
      DB_TYPE: db.type,
      DB_URL: db.url,
      LOG_LEVEL: 'silent',
      SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAPTCHA_ENABLED: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
      WORKER_ID: String(workerId),
    },
    'test',
  );
}

/** Rows per table (the migration lock tables aside), e.g. `{ sys_user: 5, ... }`. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView);
  const out: Record<string, number> = {};
  for (const table of tables.map((t) => t.name).sort()) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    out[table] = Number(row.rows[0]?.n);
  }
  return out;
}

describe.each(databaseKinds())(
  'instances started at the same moment on a fresh %s database',
  (type: DbType) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'retail-concurrent-'));
    const databases: TestDatabase[] = [];
    const apps: BuiltApp[] = [];

    afterAll(async () => {
      for (const built of apps) await built.app.close();
      for (const db of databases) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(`all ${INSTANCES} come up, and the seed rows exist once`, async () => {
      const shared = await createTestDatabase(type);
      databases.push(shared);
      const started = await Promise.allSettled(
        Array.from({ length: INSTANCES }, (_, i) => buildApp(configFor(shared, dataDir, i + 1))),
      );
      for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(
        Array(INSTANCES).fill('up'),
      );

      // the same rows as one instance alone seeds into a database of its own
      const alone = await createTestDatabase(type);
      databases.push(alone);
      const single = await buildApp(configFor(alone, dataDir, 9));
      apps.push(single);
      const first = apps[0] as BuiltApp;
      const { sys_job_node: nodes, ...together } = await rowCounts(first.ctx.db);
      expect(together.sys_user).toBeGreaterThan(0);
      const { sys_job_node: singleNodes, ...onItsOwn } = await rowCounts(single.ctx.db);
      expect(together).toEqual(onItsOwn);
      // each instance is a node of the scheduler's cluster
      expect([nodes, singleNodes]).toEqual([INSTANCES, 1]);

      // and every instance serves a sign-in on the shared database
      for (const built of apps.slice(0, INSTANCES))
        await signIn(built.app, 'superadmin', TEST_ADMIN_PASSWORD);
    });
  },
);
