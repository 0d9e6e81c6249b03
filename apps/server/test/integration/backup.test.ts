import { readFileSync, writeFileSync } from 'node:fs';
import { PayMethod, StockAdjustKind } from '@retail/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MaintenanceLock } from '../../src/platform/backup/maintenance-lock.ts';
import { backUp, restoreEnded, tableDigests, targetOf } from '../support/backups.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

const small = { goods: 12, members: 6, days: 5, ordersPerDay: [3, 6] as [number, number] };

describe.each(databaseKinds())('backup and restore on %s', (kind) => {
  let t: TestApp;
  let root: Api;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { JOB_ENABLED: 'false' });
    // the operation log would record the calls around the restore; the data is compared without them
    await t.ctx.db.updateTable('sysConfig').set({ value: 'False' }).where('code', '=', 'sys_oplog').execute();
    await t.ctx.cache.delByPrefix('');
    expect(await t.demo.fill(DEFAULT_TENANT, small)).toBe(true);
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  const searchTerms = async () =>
    (
      await sql<{
        tenant_id: number | string;
        term: string;
        code: string;
        goods_id: number | string;
      }>`select tenant_id, term, code, goods_id from retail_goods_search order by goods_id, term, code, tenant_id`.execute(
        t.ctx.db,
      )
    ).rows.map((r) => `${r.tenant_id} ${r.goods_id} ${r.code} ${r.term}`);

  it('restores every table to the backup after sales, refunds, adjustments and new users, and ends every session', async () => {
    // the visit log of the sign-ins is written in batches: in before the backup
    await t.audit.flush();
    const archive = await backUp(root);
    const before = await tableDigests(targetOf(t));
    expect(Object.fromEntries(archive.tables.map((table) => [table.name, table.sha256]))).toEqual(before);
    // the goods search terms are not archived: the restore derives them again
    const termsBefore = await searchTerms();
    expect(termsBefore.length).toBeGreaterThan(0);

    const admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    const keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
    const a = await insertBarcode(t.ctx, { qty: 20, retail: 500, locationId: STAFF_ORG.warehouse });
    const b = await insertBarcode(t.ctx, { qty: 20, retail: 800 });
    const order = await admin.ok.post<{ id: number; lines: Array<{ id: number }> }>('/api/saleOrder/add', {
      clientKey: `backup-${kind}-${Date.now()}`,
      lines: [{ barcode: b.barcode, qty: 2 }],
      payments: [{ method: PayMethod.Cash, amount: 16 }],
    });
    await admin.ok.post('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: order.lines[0]?.id, qty: 1 }],
    });
    const adjust = await keeper.ok.post<number>('/api/stockAdjust/add', {
      kind: StockAdjustKind.Receive,
      lines: [{ barcode: a.barcode, qty: 3 }],
    });
    await keeper.ok.post('/api/stockAdjust/confirm', { id: adjust });
    await admin.ok.post('/api/sysUser/add', {
      account: `after${kind}`,
      realName: 'After',
      orgId: STAFF_ORG.storeA,
    });
    expect(await tableDigests(targetOf(t))).not.toEqual(before);
    // the difference log is written in batches: its rows of these changes land before the restore
    await t.audit.flush();

    const confirmText = archive.fileName.replace(/\.rbk$/, '');
    const wrong = await root.post('/api/sysBackup/restore', {
      id: archive.id,
      confirmText: 'nope',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(wrong.json.code).toBe(400);
    expect(wrong.json.message).toContain(confirmText);
    const badPassword = await root.post('/api/sysBackup/restore', {
      id: archive.id,
      confirmText,
      password: 'Wrong@Pass1',
    });
    expect(badPassword.json.message).toMatch(/^password: /);
    const forbidden = await admin.post('/api/sysBackup/restore', {
      id: archive.id,
      confirmText,
      password: TEST_ADMIN_PASSWORD,
    });
    expect(forbidden.json.code).toBe(403);

    await root.ok.post('/api/sysBackup/restore', {
      id: archive.id,
      confirmText,
      password: TEST_ADMIN_PASSWORD,
    });
    const status = await restoreEnded(root);
    expect(status).toMatchObject({ phase: 'done', error: null });
    expect(await tableDigests(targetOf(t))).toEqual(before);
    expect(await searchTerms()).toEqual(termsBefore);
    await expectRetailInvariants(t.ctx.db);
    // every session ended: the old tokens no longer work
    expect((await admin.post('/api/sysBackup/page', {})).status).toBe(401);
    expect((await root.post('/api/sysBackup/page', {})).status).toBe(401);
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    // the safety backup taken before the restore holds the data it replaced
    const list = await root.ok.post<{ items: Array<{ trigger: string; status: string }> }>(
      '/api/sysBackup/page',
      {},
    );
    expect(list.items.map((row) => row.trigger).sort()).toEqual(['manual', 'safety']);
  });

  it('refuses an archive with one byte changed, before anything changes', async () => {
    await t.audit.flush();
    const archive = await backUp(root);
    const before = await tableDigests(targetOf(t));
    const path = `${t.config.backup.dir}/${archive.fileName}`;
    const original = readFileSync(path);
    for (const at of [10, Math.floor(original.length / 2), original.length - 30]) {
      const damaged = Buffer.from(original);
      damaged[at] = (damaged[at] as number) ^ 0x01;
      writeFileSync(path, damaged);
      const verified = await root.ok.post<{ ok: boolean; problem: string }>('/api/sysBackup/verify', {
        id: archive.id,
      });
      expect(verified).toMatchObject({ ok: false });
      expect(verified.problem).toMatch(/damaged/);
      await root.ok.post('/api/sysBackup/restore', {
        id: archive.id,
        confirmText: archive.fileName.replace(/\.rbk$/, ''),
        password: TEST_ADMIN_PASSWORD,
      });
      const status = await restoreEnded(root);
      expect(status.phase).toBe('failed');
      expect(status.error).toMatch(/damaged/);
      const inChinese = await root.with({ 'accept-language': 'zh-CN' }).get('/api/sysBackup/restoreStatus');
      expect((inChinese.json.result as { error: string }).error).toMatch(/备份文件已损坏/);
      expect(await tableDigests(targetOf(t))).toEqual(before);
    }
    writeFileSync(path, original);
  });

  it('answers 503 with a message on every instance while another process holds the restore lock', async () => {
    const lock = new MaintenanceLock(targetOf(t));
    const admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    await lock.hold(async () => {
      await expect
        .poll(async () => (await admin.post('/api/sysUser/page', {})).status, { timeout: 5000 })
        .toBe(503);
      const refused = await admin.post('/api/sysUser/page', {});
      expect(refused.json.message).toMatch(/restoring data/);
      const status = await admin.get('/api/sysBackup/restoreStatus');
      expect(status.status).toBe(200);
      expect((status.json.result as { active: boolean }).active).toBe(true);
      // a second restore cannot take the lock
      expect(await new MaintenanceLock(targetOf(t)).hold(async () => 'ran')).toBe('busy');
    });
    await expect
      .poll(async () => (await admin.post('/api/sysUser/page', {})).status, { timeout: 5000 })
      .toBe(200);
  });

  it('exports one tenant and restores it as a new tenant beside the first, with prefixed accounts', async () => {
    const archive = await backUp(root, { scope: 'tenant', tenantId: DEFAULT_TENANT });
    const confirmText = archive.fileName.replace(/\.rbk$/, '');
    const taken = await root.ok.post('/api/sysBackup/restore', {
      id: archive.id,
      confirmText,
      password: TEST_ADMIN_PASSWORD,
      tenantName: 'Copy shop',
    });
    expect(taken).toBeNull();
    expect(await restoreEnded(root)).toMatchObject({ phase: 'failed' });
    await root.ok.post('/api/sysBackup/restore', {
      id: archive.id,
      confirmText,
      password: TEST_ADMIN_PASSWORD,
      tenantName: 'Copy shop',
      accountPrefix: 'c_',
    });
    expect(await restoreEnded(root)).toMatchObject({ phase: 'done', error: null });
    const copy = await t.ctx.db
      .selectFrom('sysTenant')
      .select('id')
      .where('name', '=', 'Copy shop')
      .executeTakeFirstOrThrow();
    const count = async (tenantId: number) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('retailSaleOrder')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenantId', '=', tenantId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(copy.id)).toBe(await count(DEFAULT_TENANT));
    expect(await count(copy.id)).toBeGreaterThan(0);
    await expectRetailInvariants(t.ctx.db);
    // the copy's admin signs in with the prefixed account and sees the copy's goods only
    const copyAdmin = await signInAs(t, 'c_admin', { headers: IN_ENGLISH });
    const goods = await copyAdmin.ok.post<{ total: number }>('/api/goods/page', {});
    expect(goods.total).toBeGreaterThan(0);
  });
});
