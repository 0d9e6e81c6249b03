import { DataScope } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, resultOf, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertRole, ROOT_ORG } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let serial = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${(serial += 1)}`;

describe.each(databaseKinds())('the difference log (%s)', (kind) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Posts a write and answers its result and request id (the difference log's trace id). */
  const write = async (url: string, body: unknown) => {
    const res = await admin.post(url, body);
    return { result: resultOf(res, url), requestId: String(res.headers['x-request-id']) };
  };
  /** The difference-log rows of one record, oldest first, with before/after parsed. */
  const diffs = async (table: string, rowId: number) => {
    await t.audit.flush();
    const rows = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['diffType', 'beforeData', 'afterData', 'userId', 'account', 'traceId'])
      .where('tableName', '=', table)
      .where('rowId', '=', rowId)
      .orderBy('id')
      .execute();
    const parse = (v: string | null) => (v ? (JSON.parse(v) as Record<string, unknown>) : null);
    return rows.map(({ beforeData, afterData, ...r }) => ({
      ...r,
      before: parse(beforeData),
      after: parse(afterData),
    }));
  };

  it('records a user’s roles by name when it is added, edited and granted roles', async () => {
    const clerk = await insertRole(t, { code: uniq('Clerk') });
    const keeper = await insertRole(t, { code: uniq('Keeper') });
    const names = async (id: number) =>
      (await t.ctx.db.selectFrom('sysRole').select('name').where('id', '=', id).executeTakeFirstOrThrow())
        .name;
    const [clerkName, keeperName] = [await names(clerk), await names(keeper)];
    const { id } = (await admin.ok.post('/api/sysUser/add', {
      account: uniq('diffuser'),
      realName: 'Diff',
      orgId: ROOT_ORG,
      roleIdList: [clerk],
    })) as { id: number };
    await admin.ok.post('/api/sysUser/update', { id, roleIdList: [clerk, keeper] });
    await admin.ok.post('/api/sysUser/grantRole', { userId: id, roleIdList: [keeper] });
    const log = await diffs('sys_user', id);
    expect(log.map((d) => [d.before?.roles ?? null, d.after?.roles ?? null])).toEqual([
      [null, [clerkName]],
      [[clerkName], [clerkName, keeperName]],
      [[clerkName, keeperName], [keeperName]],
    ]);
    expect(JSON.stringify(log)).not.toContain('roleIds');
    expect(log[0]?.after).toMatchObject({ org: expect.stringMatching(/\S/) });
    expect(log[0]?.after).not.toHaveProperty('orgId');
  });

  it('records a role’s custom data-scope orgs by name', async () => {
    const role = await insertRole(t, { code: uniq('Scoped') });
    await admin.ok.post('/api/sysRole/grantDataScope', {
      id: role,
      dataScope: DataScope.Define,
      orgIdList: [ROOT_ORG],
    });
    const root = await t.ctx.db
      .selectFrom('sysOrg')
      .select('name')
      .where('id', '=', ROOT_ORG)
      .executeTakeFirstOrThrow();
    const log = await diffs('sys_role', role);
    expect(log.at(-1)?.after).toMatchObject({ orgs: [root.name] });
    expect(JSON.stringify(log)).not.toContain('orgIdList');
  });

  // the module kit's audited writes, through its worked examples (supplier, category)
  it('logs a supplier’s add, update, status change and delete with the actor and its request', async () => {
    const name = uniq('Kit supplier ');
    const added = await write('/api/goodsSupplier/add', { name, phone: '13800000000' });
    const id = added.result as number;
    const updated = await write('/api/goodsSupplier/update', { id, contact: 'Li' });
    const disabled = await write('/api/goodsSupplier/setStatus', { id, status: 2 });
    const deleted = await write('/api/goodsSupplier/delete', { id });

    const snapshot = {
      name,
      code: null,
      contact: null,
      phone: '13800000000',
      address: null,
      orderNo: 100,
      status: 1,
      remark: null,
    };
    const log = await diffs('retail_supplier', id);
    expect(log.map((d) => [d.diffType, d.before, d.after])).toEqual([
      ['insert', null, snapshot],
      ['update', { contact: null }, { contact: 'Li' }],
      ['update', { status: 1 }, { status: 2 }],
      ['delete', { ...snapshot, contact: 'Li', status: 2 }, null],
    ]);
    expect(log.map((d) => d.traceId)).toEqual([added, updated, disabled, deleted].map((w) => w.requestId));
    const row = await t.ctx.db
      .selectFrom('retailSupplier')
      .select(['isDelete', 'createUserId', 'createUserName', 'updateUserId', 'updateUserName', 'updateTime'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isDelete: 1, updateUserId: row.createUserId });
    expect(log.every((d) => d.userId === row.createUserId && d.account === 'admin')).toBe(true);
    expect(row.createUserId).toBeGreaterThan(0);
    expect(row.createUserName).toBeTruthy();
    expect(row.updateUserName).toBe(row.createUserName);
    expect(row.updateTime).toBeGreaterThan(0);
  });

  it('keeps no update row when nothing changed, and answers 404 for a deleted row', async () => {
    const { result } = await write('/api/goodsCategory/add', {
      name: uniq('Kit category '),
      code: uniq('KC'),
    });
    const id = result as number;
    await write('/api/goodsCategory/update', { id, orderNo: 100 });
    await write('/api/goodsCategory/delete', { id });
    const log = await diffs('retail_category', id);
    expect(log.map((d) => d.diffType)).toEqual(['insert', 'delete']);
    expect(Object.keys(log[0]?.after ?? {})).toEqual(['pid', 'name', 'code', 'orderNo', 'status', 'remark']);
    const again = await admin.post('/api/goodsCategory/update', { id, orderNo: 1 });
    expect(again.json.code).toBe(404);
  });
});
