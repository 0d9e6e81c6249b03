import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as printTemplates from '../../src/db/migrations/0021_print.ts';
import { seedAll } from '../../src/db/seed/index.ts';
import { exportArchive } from '../../src/platform/backup/exporter.ts';
import { createDatabase } from '../../src/platform/db/database.ts';
import { IdGenerator } from '../../src/platform/db/ids.ts';
import { migrateToLatest, migrationNames } from '../../src/platform/db/migrate.ts';
import { digestsOver, restoreEnded, targetOf } from '../support/backups.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { upload } from '../support/multipart.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

/** The schema before the backup list: an archive from the release before this one. */
const OLDER = '0018_stocktake';

describe.each(databaseKinds())('an archive of an older version, uploaded and restored on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  const dir = mkdtempSync(join(tmpdir(), 'retail-older-'));

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { JOB_ENABLED: 'false' });
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is migrated forward: the data comes back under the current schema, seeded rows of newer versions added', async () => {
    expect(migrationNames).toContain(OLDER);
    expect(migrationNames[migrationNames.length - 1]).not.toBe(OLDER);
    const file = join(dir, 'older.db');
    const older = createDatabase('sqlite', file);
    await migrateToLatest(older.db, OLDER);
    // today's seed also writes the print templates of 0021_print: their table is lent to it and goes again, so
    // the archive holds what the older release had
    await printTemplates.up(older.db.withoutPlugins());
    await seedAll(older.db, {
      adminPassword: TEST_ADMIN_PASSWORD,
      now: 1_700_000_000_000,
      ids: new IdGenerator(3),
    });
    await printTemplates.down(older.db.withoutPlugins());
    await older.db.updateTable('sysTenant').set({ remark: 'from the older release' }).execute();
    const archivePath = join(dir, 'older.rbk');
    const { manifest } = await exportArchive({ db: older.db, type: 'sqlite', url: file }, archivePath, {
      scope: 'system',
      tenantId: null,
      tenantName: null,
      files: null,
      appVersion: '0.0.9',
      createdTime: 1_700_000_000_000,
    });
    await older.close();
    expect(manifest.schemaVersion).toBe(OLDER);

    const uploaded = await upload(
      t.app,
      '/api/sysBackup/upload',
      root.headers,
      'older.rbk',
      readFileSync(archivePath),
    );
    expect(uploaded.json.code).toBe(200);
    const row = uploaded.json.result as {
      id: number;
      fileName: string;
      schemaVersion: string;
      trigger: string;
    };
    expect(row).toMatchObject({ schemaVersion: OLDER, trigger: 'upload' });
    const verified = await root.ok.post<{ ok: boolean; currentSchemaVersion: string }>(
      '/api/sysBackup/verify',
      {
        id: row.id,
      },
    );
    expect(verified).toMatchObject({
      ok: true,
      currentSchemaVersion: migrationNames[migrationNames.length - 1],
    });

    await root.ok.post('/api/sysBackup/restore', {
      id: row.id,
      confirmText: row.fileName.replace(/\.rbk$/, ''),
      password: TEST_ADMIN_PASSWORD,
    });
    expect(await restoreEnded(root)).toMatchObject({ phase: 'done', error: null });
    const tenant = await t.ctx.db.selectFrom('sysTenant').select('remark').executeTakeFirstOrThrow();
    expect(tenant.remark).toBe('from the older release');
    // every table the older schema had holds the archive's rows in the columns it had (later versions add some)
    const now = await digestsOver(targetOf(t), manifest.tables);
    for (const table of manifest.tables) expect(now[table.name], table.name).toBe(table.sha256);
  });

  it('refuses an upload that is not an archive, keeping nothing', async () => {
    // the restore above ended every session
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    const uploads = async () =>
      (await root.ok.post<{ total: number }>('/api/sysBackup/page', { trigger: 'upload' })).total;
    const before = await uploads();
    const refused = await upload(
      t.app,
      '/api/sysBackup/upload',
      root.headers,
      'x.rbk',
      Buffer.from('not a zip at all, sorry'),
    );
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toMatch(/damaged/);
    expect(await uploads()).toBe(before);
    expect(readdirSync(t.config.backup.dir).filter((name) => name.startsWith('.upload'))).toEqual([]);
  });
});
