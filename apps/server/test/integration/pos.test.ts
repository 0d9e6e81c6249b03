import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, insertUser, signInNewUser } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Pos {
  id: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

describe.each(databaseKinds())('sysPos on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const posRow = (id: number) =>
    t.ctx.db.selectFrom('sysPos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const add = (body: Record<string, unknown>) => admin.ok.post<number>('/api/sysPos/add', body);

  /** A position of another tenant, inserted directly. */
  async function foreignPos(name: string, code: string | null = null): Promise<number> {
    const id = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysPos')
      .values({
        id,
        tenantId: t.ctx.ids.next(),
        name,
        code,
        orderNo: 100,
        status: 1,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds, lists, pages, updates and deletes positions of the tenant', async () => {
    const late = await add({
      name: uniq('Manager'),
      code: uniq('MGR'),
      orderNo: 200,
      remark: 'store manager',
    });
    const early = await add({ name: uniq('Clerk'), orderNo: 10 });
    const row = await posRow(late);
    expect(row).toMatchObject({ tenantId: DEFAULT_TENANT, orderNo: 200, status: 1, remark: 'store manager' });
    expect(row.createUserName).toBe('系统管理员');

    const list = await admin.get('/api/sysPos/list');
    expect(list.json.code).toBe(200);
    const ids = (list.json.result as Pos[]).map((p) => p.id);
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(late));
    const byName = await admin.get(
      `/api/sysPos/list?name=${encodeURIComponent((await posRow(late)).name.toLowerCase())}`,
    );
    expect((byName.json.result as Pos[]).map((p) => p.id)).toEqual([late]);
    const byCode = await admin.get(`/api/sysPos/list?Code=${encodeURIComponent(row.code ?? '')}`);
    expect((byCode.json.result as Pos[]).map((p) => p.id)).toEqual([late]);

    const page = await admin.ok.page<Pos>('/api/sysPos/page', {
      pageSize: 1,
      field: 'orderNo',
      order: 'descending',
    });
    expect(page).toMatchObject({ pageSize: 1, hasNextPage: true });
    expect(page.items[0]?.id).toBe(late);
    expect((await admin.post('/api/sysPos/page', { field: 'tenantId' })).json.code).toBe(400);

    await admin.ok.post('/api/sysPos/update', { id: early, name: 'Senior clerk', status: 2 });
    expect(await posRow(early)).toMatchObject({ name: 'Senior clerk', status: 2, orderNo: 10 });

    expect((await admin.post('/api/sysPos/delete', { id: early })).json.code).toBe(200);
    expect((await posRow(early)).isDelete).toBe(1);
    expect((await admin.get('/api/sysPos/list')).json.result as Pos[]).not.toContainEqual(
      expect.objectContaining({ id: early }),
    );
    expect((await admin.post('/api/sysPos/delete', { id: early })).json.code).toBe(404);
  });

  it('keeps names and codes unique within the tenant (not across tenants)', async () => {
    const name = uniq('Cashier');
    const code = uniq('CSH');
    const first = await add({ name, code });
    const sameName = await admin.post('/api/sysPos/add', { name: name.toUpperCase(), code: uniq('OTHER') });
    expect(sameName.json.code).toBe(409);
    expect(sameName.json.message).toContain('name');
    const sameCode = await admin.post('/api/sysPos/add', { name: uniq('Other'), code });
    expect(sameCode.json.code).toBe(409);
    expect(sameCode.json.message).toContain('code');
    // positions without a code never collide on it
    await add({ name: uniq('NoCode') });
    await add({ name: uniq('NoCode') });
    // another tenant's names and codes are no obstacle
    const foreignName = uniq('Foreign');
    await foreignPos(foreignName, 'FRN-1');
    await add({ name: foreignName, code: 'FRN-1' });

    const second = await add({ name: uniq('Second') });
    const before = await posRow(second);
    const clash = await admin.post('/api/sysPos/update', { id: second, name });
    expect(clash.json.code).toBe(409);
    expect(await posRow(second)).toEqual(before);
    // keeping its own name and code is fine
    expect((await admin.post('/api/sysPos/update', { id: first, name, code, remark: 'r' })).json.code).toBe(
      200,
    );
    // a deleted position frees its name
    expect((await admin.post('/api/sysPos/delete', { id: first })).json.code).toBe(200);
    await add({ name, code });
  });

  it("answers 404 for another tenant's position and changes nothing", async () => {
    const foreign = await foreignPos(uniq('Theirs'));
    const before = await posRow(foreign);
    expect((await admin.post('/api/sysPos/update', { id: foreign, name: 'Mine now' })).json.code).toBe(404);
    expect((await admin.post('/api/sysPos/delete', { id: foreign })).json.code).toBe(404);
    expect(await posRow(foreign)).toEqual(before);
    const list = (await admin.get('/api/sysPos/list')).json.result as Pos[];
    expect(list.map((p) => p.id)).not.toContain(foreign);
  });

  it('refuses to delete a position a live user holds, as main position or in an extra org', async () => {
    const main = await add({ name: uniq('Main') });
    const userId = await insertUser(t, { account: `posuser${++seq}` });
    await t.ctx.db.updateTable('sysUser').set({ posId: main }).where('id', '=', userId).execute();
    const refused = await admin.post('/api/sysPos/delete', { id: main });
    expect(refused.json.code).toBe(400);
    expect(refused.json.extras).toMatchObject({ reason: 'pos.inUse' });
    expect((await posRow(main)).isDelete).toBe(0);

    const ext = await add({ name: uniq('Ext') });
    await t.ctx.db
      .insertInto('sysUserExtOrg')
      .values({ id: t.ctx.ids.next(), userId, orgId: 1300000000101, posId: ext })
      .execute();
    expect((await admin.post('/api/sysPos/delete', { id: ext })).json.extras).toMatchObject({
      reason: 'pos.inUse',
    });

    // once the user is deleted the positions are free
    await t.ctx.db.updateTable('sysUser').set({ isDelete: 1 }).where('id', '=', userId).execute();
    expect((await admin.post('/api/sysPos/delete', { id: main })).json.code).toBe(200);
    expect((await admin.post('/api/sysPos/delete', { id: ext })).json.code).toBe(200);
  });

  it('validates input and checks permission codes', async () => {
    expect((await admin.post('/api/sysPos/add', { name: '' })).json.message).toContain('name');
    expect((await admin.post('/api/sysPos/add', { name: 'x', tenantId: 1 })).json.code).toBe(400);
    expect((await admin.post('/api/sysPos/add', { name: 'x', status: 5 })).json.message).toContain('status');

    const reader = await insertRole(t, { code: uniq('posReader'), permissions: ['sysPos:list'] });
    const account = `posreader${++seq}`;
    const user = (await signInNewUser(t, { account, roleIds: [reader] })).api;
    expect((await user.get('/api/sysPos/list')).json.code).toBe(200);
    expect((await user.post('/api/sysPos/page', {})).json.code).toBe(200);
    expect((await user.post('/api/sysPos/add', { name: uniq('Nope') })).json.code).toBe(403);
    const none = `posnone${++seq}`;
    const nobody = (await signInNewUser(t, { account: none })).api;
    expect((await nobody.get('/api/sysPos/list')).json.code).toBe(403);
  });

  it('writes difference-log rows for changes and operation-log rows for writes only', async () => {
    const id = await add({ name: uniq('Logged'), code: uniq('LG') });
    expect((await admin.post('/api/sysPos/update', { id, orderNo: 7 })).json.code).toBe(200);
    expect((await admin.post('/api/sysPos/delete', { id })).json.code).toBe(200);
    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .selectAll()
      .where('tableName', '=', 'sys_pos')
      .where('rowId', '=', id)
      .execute();
    expect(diffs.map((d) => d.diffType).sort()).toEqual(['delete', 'insert', 'update']);
    const update = diffs.find((d) => d.diffType === 'update');
    expect(JSON.parse(update?.beforeData ?? '{}')).toEqual({ orderNo: 100 });
    expect(JSON.parse(update?.afterData ?? '{}')).toEqual({ orderNo: 7 });
    const ops = await t.ctx.db
      .selectFrom('sysLogOp')
      .select('requestUrl')
      .where('requestUrl', 'like', '/api/sysPos/%')
      .execute();
    const urls = new Set(ops.map((o) => o.requestUrl));
    expect(urls).toContain('/api/sysPos/update');
    expect(urls).not.toContain('/api/sysPos/page');
  });
});
