import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportArchive } from '../../src/platform/backup/exporter.ts';
import { replaceAll } from '../../src/platform/backup/importer.ts';
import type { Manifest } from '../../src/platform/backup/manifest.ts';
import { openArchive, verifyEntries } from '../../src/platform/backup/verify.ts';
import type { DbType } from '../../src/config.ts';
import { tableDigests, targetOf } from '../support/backups.ts';
import { signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const small = { goods: 15, members: 8, days: 6, ordersPerDay: [3, 6] as [number, number] };
const digestsOf = (manifest: Manifest) => Object.fromEntries(manifest.tables.map((t) => [t.name, t.sha256]));

/** CI runs all three databases; the chain needs them all. */
const everyKind = databaseKinds().length === 3;

describe.runIf(everyKind)('an archive moves SQLite → PostgreSQL → MariaDB → SQLite', () => {
  const apps: TestApp[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'retail-chain-'));
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (kind: DbType) => {
    const app = await startTestApp(kind, {}, { JOB_ENABLED: 'false' });
    apps.push(app);
    return app;
  };
  const archiveOf = async (app: TestApp, name: string) => {
    const path = join(dir, `${name}.rbk`);
    const request = { scope: 'system' as const, tenantId: null, tenantName: null, files: null };
    const { manifest } = await exportArchive(targetOf(app), path, {
      ...request,
      appVersion: 'test',
      createdTime: 1,
    });
    return { path, manifest };
  };

  it('keeps every table byte for byte equal at each step and at the end', async () => {
    const first = await start('sqlite');
    expect(await first.demo.fill(DEFAULT_TENANT, small)).toBe(true);
    await first.audit.flush();
    let archive = await archiveOf(first, 'sqlite');
    const original = digestsOf(archive.manifest);
    expect(archive.manifest.tables.find((t) => t.name === 'retail_sale_order_line')?.rows).toBeGreaterThan(0);

    for (const kind of ['postgres', 'mysql', 'sqlite'] as const) {
      const next = await start(kind);
      const opened = await openArchive(archive.path);
      await verifyEntries(opened);
      await replaceAll(targetOf(next), opened);
      await expectRetailInvariants(next.ctx.db);
      expect(await tableDigests(targetOf(next)), `after the restore into ${kind}`).toEqual(original);
      archive = await archiveOf(next, `${kind}-${apps.length}`);
      expect(digestsOf(archive.manifest), `the archive taken on ${kind}`).toEqual(original);
    }
    // the last copy's goods search was filled again by its triggers: a keyword finds the goods
    const last = apps[apps.length - 1] as TestApp;
    const goods = await last.ctx.db
      .selectFrom('retailGoods')
      .select(['id', 'code'])
      .where('tenantId', '=', DEFAULT_TENANT)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const admin = await signInAs(last, 'admin');
    const found = await admin.ok.post<{ items: Array<{ id: number }> }>('/api/goods/page', {
      keyword: goods.code,
    });
    expect(found.items.map((item) => item.id)).toContain(goods.id);
  });
});
