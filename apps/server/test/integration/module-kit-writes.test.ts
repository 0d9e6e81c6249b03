import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

let serial = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${(serial += 1)}`;

/** The module kit's audited writes, seen through its worked examples: supplier and category. */
describe.each(databaseKinds())('audited writes of the module kit (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminUserId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD)).headers;
    adminUserId = (
      await t.ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Posts a write and answers its result and request id (the difference log's trace id). */
  const write = async (url: string, body: unknown) => {
    const res = await call(t.app, 'POST', url, { body, headers: admin });
    expect(res.json.code, `${url}: ${res.json.message}`).toBe(200);
    return { result: res.json.result, requestId: String(res.headers['x-request-id']) };
  };
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
    return rows.map((r) => ({ ...r, beforeData: parse(r.beforeData), afterData: parse(r.afterData) }));
  };

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
    expect(log.map((d) => [d.diffType, d.beforeData, d.afterData])).toEqual([
      ['insert', null, snapshot],
      ['update', { contact: null }, { contact: 'Li' }],
      ['update', { status: 1 }, { status: 2 }],
      ['delete', { ...snapshot, contact: 'Li', status: 2 }, null],
    ]);
    expect(log.map((d) => d.traceId)).toEqual([added, updated, disabled, deleted].map((w) => w.requestId));
    expect(log.every((d) => d.userId === adminUserId && d.account === 'admin')).toBe(true);

    const row = await t.ctx.db
      .selectFrom('retailSupplier')
      .select(['isDelete', 'createUserId', 'createUserName', 'updateUserId', 'updateUserName', 'updateTime'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isDelete: 1, createUserId: adminUserId, updateUserId: adminUserId });
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
    expect(Object.keys(log[0]?.afterData ?? {})).toEqual([
      'pid',
      'name',
      'code',
      'orderNo',
      'status',
      'remark',
    ]);
    const again = await call(t.app, 'POST', '/api/goodsCategory/update', {
      body: { id, orderNo: 1 },
      headers: admin,
    });
    expect(again.json.code).toBe(404);
  });
});
