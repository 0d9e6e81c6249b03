import type { PageResult } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDictionaries } from '../../src/db/seed/dicts.ts';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

interface DictType {
  id: number;
  name: string;
  code: string;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string;
}
interface DictItem {
  id: number;
  dictTypeId: number;
  value: string;
  code: string;
  label: string | null;
  tagType: string | null;
  extData: string | null;
  orderNo: number;
  status: number;
}
interface DictTree extends Omit<DictType, 'createTime'> {
  children: DictItem[];
}
describe.each(databaseKinds())('dictionaries on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let admin: Api;

  const allDictList = (who: Api = root) => who.ok.get<DictTree[]>('/api/sysDictType/allDictList');
  const counts = async () => ({
    types: (await t.ctx.db.selectFrom('sysDictType').select('id').execute()).length,
    data: (await t.ctx.db.selectFrom('sysDictData').select('id').execute()).length,
  });
  const typeRow = (id: number) =>
    t.ctx.db.selectFrom('sysDictType').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const dataRow = (id: number) =>
    t.ctx.db.selectFrom('sysDictData').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const addType = (code: string, extra: Record<string, unknown> = {}) =>
    root.ok.post<number>('/api/sysDictType/add', { name: `Type ${code}`, code, ...extra });
  const addData = (dictTypeId: number, code: string, extra: Record<string, unknown> = {}) =>
    root.ok.post<number>('/api/sysDictData/add', { dictTypeId, value: `Value ${code}`, code, ...extra });

  beforeAll(async () => {
    t = await startTestApp(kind);
    // the lead wires seedDictionaries into seedAll; calling it again must be harmless
    await seedDictionaries(t.ctx.db, { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids });
    root = await signInAs(t, 'superadmin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous callers on every dictionary endpoint', async () => {
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/sysDictType/allDictList'],
      ['GET', '/api/sysDictType/dataList?Code=vip_level'],
      ['GET', '/api/sysDictType/detail?Id=1320000000001&Status=1'],
      ['GET', '/api/sysDictType/list'],
      ['POST', '/api/sysDictType/page', {}],
      ['POST', '/api/sysDictType/add', { name: 'x', code: 'anon_type' }],
      ['POST', '/api/sysDictType/update', { id: 1320000000001, name: 'x', code: 'vip_level' }],
      ['POST', '/api/sysDictType/delete', { id: 1320000000001 }],
      ['POST', '/api/sysDictType/setStatus', { id: 1320000000001, status: 2 }],
      ['POST', '/api/sysDictData/page', {}],
      ['GET', '/api/sysDictData/list?dictTypeId=1320000000001'],
      ['GET', '/api/sysDictData/detail?id=1320000001101'],
      ['GET', '/api/sysDictData/dataList/vip_level'],
      ['POST', '/api/sysDictData/add', { dictTypeId: 1320000000001, value: 'x', code: 'anon' }],
      [
        'POST',
        '/api/sysDictData/update',
        { id: 1320000001101, dictTypeId: 1320000000001, value: 'x', code: 'normal' },
      ],
      ['POST', '/api/sysDictData/delete', { id: 1320000001101 }],
      ['POST', '/api/sysDictData/setStatus', { id: 1320000001101, status: 2 }],
    ];
    const before = await counts();
    const anonymous = apiAs(t, null);
    for (const [method, url, body] of calls) {
      const res = method === 'GET' ? await anonymous.get(url) : await anonymous.post(url, body);
      expect(res.status, url).toBe(401);
      expect(res.json.code, url).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await typeRow(1320000000001)).status).toBe(1);
  });

  it('seeds the product dictionaries once, by fixed ids', async () => {
    const before = await counts();
    await seedDictionaries(t.ctx.db, { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids });
    expect(await counts()).toEqual(before);

    const tree = await allDictList();
    const byCode = new Map(tree.map((d) => [d.code, d]));
    for (const code of [
      'vip_level',
      'goods_unit',
      'payment_method',
      'stock_adjust_type',
      'order_status',
      'notice_type',
      'org_type',
      'sex',
      'yes_no',
    ]) {
      expect(byCode.has(code), code).toBe(true);
    }
    const vip = byCode.get('vip_level') as DictTree;
    expect(vip.id).toBe(1320000000001);
    expect(vip.children.map((c) => [c.code, c.value])).toEqual([
      ['normal', '普通会员'],
      ['silver', '银卡'],
      ['gold', '金卡'],
      ['diamond', '钻石'],
    ]);
    expect(vip.children.map((c) => JSON.parse(c.extData as string).discountPercent)).toEqual([
      100, 95, 90, 85,
    ]);
    expect(byCode.get('goods_unit')?.children.map((c) => c.value)).toEqual([
      '个',
      '件',
      '盒',
      '箱',
      '瓶',
      '袋',
      '千克',
      '米',
    ]);
    expect(byCode.get('payment_method')?.children.map((c) => [c.code, c.value])).toEqual([
      ['cash', '现金'],
      ['card', '银行卡'],
      ['mobile', '移动支付'],
      ['balance', '会员余额'],
      ['mixed', '组合支付'],
    ]);
    expect(byCode.get('stock_adjust_type')?.children.map((c) => c.code)).toEqual([
      'receive',
      'issue',
      'stocktake',
    ]);
    expect(byCode.get('order_status')?.children.map((c) => c.code)).toEqual([
      'draft',
      'completed',
      'cancelled',
      'refunded',
    ]);
    expect(byCode.get('org_type')?.children.map((c) => [c.code, c.value])).toEqual([
      ['101', '集团/总部'],
      ['201', '门店'],
      ['301', '仓库'],
      ['401', '部门'],
    ]);
    expect(byCode.get('notice_type')?.children.map((c) => c.code)).toEqual(['1', '2']);
    expect(byCode.get('sex')?.children.map((c) => c.value)).toEqual(['男', '女', '其他']);
    expect(byCode.get('yes_no')?.children.map((c) => c.code)).toEqual(['1', '2']);
    const ids = tree.flatMap((d) => d.children.map((c) => c.id));
    expect(ids.every((id) => id >= 1320000001001 && id < 1320000002000)).toBe(true);
  });

  it('lets the tenant admin read every dictionary but refuses its writes with 403, changing nothing', async () => {
    expect((await allDictList(admin)).some((d) => d.code === 'vip_level')).toBe(true);
    const reads = [
      '/api/sysDictType/dataList?Code=vip_level',
      '/api/sysDictType/detail?Id=1320000000001',
      '/api/sysDictType/list',
      '/api/sysDictData/dataList/vip_level',
    ];
    for (const url of reads) expect((await admin.get(url)).json.code, url).toBe(200);

    const before = await counts();
    const writes: Array<[string, unknown]> = [
      ['/api/sysDictType/page', {}],
      ['/api/sysDictType/add', { name: 'Admin type', code: 'admin_type' }],
      ['/api/sysDictType/update', { id: 1320000000001, name: 'Hacked', code: 'vip_level' }],
      ['/api/sysDictType/delete', { id: 1320000000009 }],
      ['/api/sysDictType/setStatus', { id: 1320000000001, status: 2 }],
      ['/api/sysDictData/page', { dictTypeId: 1320000000001 }],
      ['/api/sysDictData/add', { dictTypeId: 1320000000001, value: 'x', code: 'admin_item' }],
      [
        '/api/sysDictData/update',
        { id: 1320000001101, dictTypeId: 1320000000001, value: 'Hacked', code: 'normal' },
      ],
      ['/api/sysDictData/delete', { id: 1320000001101 }],
      ['/api/sysDictData/setStatus', { id: 1320000001101, status: 2 }],
    ];
    for (const [url, body] of writes) expect((await admin.post(url, body)).json.code, url).toBe(403);
    for (const url of [
      '/api/sysDictData/list?dictTypeId=1320000000001',
      '/api/sysDictData/detail?id=1320000001101',
    ]) {
      expect((await admin.get(url)).json.code, url).toBe(403);
    }
    expect(await counts()).toEqual(before);
    expect(await typeRow(1320000000001)).toMatchObject({ name: '会员等级', status: 1 });
    expect(await dataRow(1320000001101)).toMatchObject({ value: '普通会员', status: 1, isDelete: 0 });
  });

  it('adds, reads, pages, updates and disables a type (super admin)', async () => {
    const id = await addType('t_life', { orderNo: 5, remark: 'lifecycle' });
    expect(id).toBeGreaterThan(0);
    expect(Number.isSafeInteger(id)).toBe(true);

    const detail = await root.get(`/api/sysDictType/detail?Id=${id}`);
    expect(detail.json.code).toBe(200);
    expect(detail.json.result).toMatchObject({
      id,
      name: 'Type t_life',
      code: 't_life',
      orderNo: 5,
      status: 1,
      remark: 'lifecycle',
    });
    expect((detail.json.result as DictType).createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await root.get(`/api/sysDictType/detail?Id=${id}&Status=1`)).json.code).toBe(200);
    expect((await root.get(`/api/sysDictType/detail?Id=${id}&Status=2`)).json.code).toBe(404);
    expect((await root.get('/api/sysDictType/detail?Id=999')).json.code).toBe(404);
    expect((await root.get('/api/sysDictType/detail')).json.code).toBe(400);

    const list = (await root.get('/api/sysDictType/list')).json.result as DictType[];
    expect(list.some((d) => d.id === id)).toBe(true);

    const page = await root.ok.page<DictType>('/api/sysDictType/page', {
      page: 1,
      pageSize: 10,
      code: 'T_LIF',
    });
    expect(page.items.map((d) => d.id)).toEqual([id]);
    const byName = await root.post('/api/sysDictType/page', { name: 'Type t_life' });
    expect((byName.json.result as PageResult<DictType>).total).toBe(1);
    const sorted = await root.post('/api/sysDictType/page', {
      field: 'code',
      order: 'descending',
      pageSize: 100,
    });
    const codes = (sorted.json.result as PageResult<DictType>).items.map((d) => d.code);
    expect(codes[0]).toBe('yes_no');
    expect(codes.at(-1)).toBe('goods_unit');
    expect((await root.post('/api/sysDictType/page', { field: 'password' })).json.code).toBe(400);

    await root.ok.post('/api/sysDictType/update', {
      id,
      name: 'Renamed',
      code: 't_life2',
      orderNo: 7,
      status: 1,
      remark: null,
    });
    expect(await typeRow(id)).toMatchObject({ name: 'Renamed', code: 't_life2', orderNo: 7, remark: null });

    expect((await allDictList()).some((d) => d.id === id)).toBe(true);
    await root.ok.post('/api/sysDictType/setStatus', { id, status: 2 });
    expect((await allDictList()).some((d) => d.id === id)).toBe(false);
    expect((await root.get(`/api/sysDictType/detail?Id=${id}&Status=2`)).json.code).toBe(200);
    expect((await root.get(`/api/sysDictType/detail?Id=${id}&Status=1`)).json.code).toBe(404);
    // a disabled type offers no items, but its code is known
    const data = await root.get('/api/sysDictType/dataList?Code=t_life2');
    expect(data.json).toMatchObject({ code: 200, result: [] });
    expect((await root.post('/api/sysDictType/setStatus', { id, status: 3 })).json.code).toBe(400);
    expect((await root.post('/api/sysDictType/setStatus', { id: 999, status: 1 })).json.code).toBe(404);
    await root.post('/api/sysDictType/setStatus', { id, status: 1 });
    expect((await allDictList()).some((d) => d.id === id)).toBe(true);

    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['diffType', 'account'])
      .where('tableName', '=', 'sys_dict_type')
      .where('rowId', '=', id)
      .orderBy('id')
      .execute();
    expect(diffs.map((d) => d.diffType)).toEqual(['insert', 'update', 'update', 'update']);
    expect(diffs[0]?.account).toBe('superadmin');
  });

  it('refuses a duplicate type code with 409 naming the code, changing nothing', async () => {
    const id = await addType('t_dup');
    const other = await addType('t_dup_other');
    const before = await counts();
    const dup = await root.with(IN_ENGLISH).post('/api/sysDictType/add', { name: 'Again', code: 't_dup' });
    expect(dup.json.code).toBe(409);
    expect(dup.json.message).toContain('code');
    expect(dup.json.message).toContain('t_dup');
    expect(await counts()).toEqual(before);

    const clash = await root.post('/api/sysDictType/update', { id: other, name: 'Clash', code: 't_dup' });
    expect(clash.json.code).toBe(409);
    expect(await typeRow(other)).toMatchObject({ name: 'Type t_dup_other', code: 't_dup_other' });
    // a seeded code is taken too
    expect((await root.post('/api/sysDictType/add', { name: 'x', code: 'vip_level' })).json.code).toBe(409);
    // unknown fields and bad codes are rejected
    expect((await root.post('/api/sysDictType/add', { name: 'x', code: 't_x', tenantId: 1 })).json.code).toBe(
      400,
    );
    expect((await root.post('/api/sysDictType/add', { name: 'x', code: '1bad' })).json.code).toBe(400);
    expect(
      (await root.post('/api/sysDictType/update', { id: 999, name: 'x', code: 't_missing' })).json.code,
    ).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await typeRow(id)).name).toBe('Type t_dup');
  });

  it('answers concurrent adds of one code with one success and 409s, never a server error', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        root.post('/api/sysDictType/add', { name: `Race ${i}`, code: 't_race' }),
      ),
    );
    expect(results.map((r) => r.json.code).sort()).toEqual([200, 409, 409, 409]);
    const typeId = results.find((r) => r.json.code === 200)?.json.result as number;
    const items = await Promise.all(
      Array.from({ length: 4 }, () =>
        root.post('/api/sysDictData/add', { dictTypeId: typeId, value: 'v', code: 'r' }),
      ),
    );
    expect(items.map((r) => r.json.code).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.ctx.db
      .selectFrom('sysDictData')
      .select('id')
      .where('dictTypeId', '=', typeId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('manages items; every write is visible in the next allDictList and dataList', async () => {
    const typeId = await addType('t_items');
    const otherType = await addType('t_items_other');
    const itemsOf = async (code = 't_items') =>
      (await allDictList()).find((d) => d.code === code)?.children.map((c) => c.code);
    expect(await itemsOf()).toEqual([]);

    const b = await addData(typeId, 'b', { orderNo: 20, label: 'Bee', tagType: 'success' });
    expect(await itemsOf()).toEqual(['b']);
    const a = await addData(typeId, 'a', { orderNo: 20, extData: '{"rate":0.5}' });
    const z = await addData(typeId, 'z', { orderNo: 10 });
    expect(await itemsOf()).toEqual(['z', 'a', 'b']);
    const viaQuery = await root.get('/api/sysDictType/dataList?Code=t_items');
    expect((viaQuery.json.result as DictItem[]).map((c) => c.code)).toEqual(['z', 'a', 'b']);
    const viaPath = await root.get('/api/sysDictData/dataList/t_items');
    expect((viaPath.json.result as DictItem[]).map((c) => c.code)).toEqual(['z', 'a', 'b']);
    expect((viaPath.json.result as DictItem[])[1]).toMatchObject({ id: a, extData: '{"rate":0.5}' });

    // duplicate code within the type: 409, nothing changed; the same code in another type is fine
    const before = await counts();
    const dup = await root.post('/api/sysDictData/add', { dictTypeId: typeId, value: 'Other', code: 'a' });
    expect(dup.json.code).toBe(409);
    expect(dup.json.message).toContain('a');
    expect(await counts()).toEqual(before);
    await addData(otherType, 'a');
    const clash = await root.post('/api/sysDictData/update', {
      id: b,
      dictTypeId: typeId,
      value: 'x',
      code: 'a',
    });
    expect(clash.json.code).toBe(409);
    expect(await dataRow(b)).toMatchObject({ code: 'b', value: 'Value b' });

    // input rules
    const missingType = await root.post('/api/sysDictData/add', { dictTypeId: 999, value: 'x', code: 'q' });
    expect(missingType.json.code).toBe(400);
    expect(missingType.json.message).toContain('dictTypeId');
    const badJson = await root.post('/api/sysDictData/add', {
      dictTypeId: typeId,
      value: 'x',
      code: 'q',
      extData: '{nope',
    });
    expect(badJson.json.code).toBe(400);
    expect(badJson.json.message).toContain('extData');
    const tooLong = await root.post('/api/sysDictData/add', {
      dictTypeId: typeId,
      value: 'x',
      code: 'q',
      extData: JSON.stringify({ t: 'x'.repeat(2048) }),
    });
    expect(tooLong.json.code).toBe(400);
    expect((await root.post('/api/sysDictData/add', { dictTypeId: typeId, code: 'q' })).json.code).toBe(400);
    expect(
      (await root.post('/api/sysDictData/add', { dictTypeId: typeId, value: 'x', code: 'q', status: 9 })).json
        .code,
    ).toBe(400);

    // update is visible at once
    await root.ok.post('/api/sysDictData/update', {
      id: a,
      dictTypeId: typeId,
      value: 'Alpha',
      code: 'a',
      orderNo: 1,
      extData: '',
    });
    const tree = (await allDictList()).find((d) => d.code === 't_items') as DictTree;
    expect(tree.children.map((c) => c.code)).toEqual(['a', 'z', 'b']);
    expect(tree.children[0]).toMatchObject({ value: 'Alpha', extData: null, label: null });
    expect(tree.children[2]).toMatchObject({ label: 'Bee', tagType: 'success' });

    // disabled items leave allDictList and dataList but stay in the management list
    expect((await root.post('/api/sysDictData/setStatus', { id: z, status: 2 })).json.code).toBe(200);
    expect(await itemsOf()).toEqual(['a', 'b']);
    expect(((await root.get('/api/sysDictData/dataList/t_items')).json.result as DictItem[]).length).toBe(2);
    const list = await root.get(`/api/sysDictData/list?dictTypeId=${typeId}`);
    expect((list.json.result as DictItem[]).map((c) => [c.code, c.status])).toEqual([
      ['a', 1],
      ['z', 2],
      ['b', 1],
    ]);
    const detail = await root.get(`/api/sysDictData/detail?id=${z}`);
    expect(detail.json.result).toMatchObject({ id: z, dictTypeId: typeId, code: 'z', status: 2 });
    expect((await root.get('/api/sysDictData/detail?id=999')).json.code).toBe(404);

    const page = await root.post('/api/sysDictData/page', { dictTypeId: typeId, code: 'A' });
    expect((page.json.result as PageResult<DictItem>).items.map((c) => c.id)).toEqual([a]);
    const byValue = await root.post('/api/sysDictData/page', { dictTypeId: typeId, value: 'alph' });
    expect((byValue.json.result as PageResult<DictItem>).total).toBe(1);
    const byLabel = await root.post('/api/sysDictData/page', { label: 'Bee' });
    expect((byLabel.json.result as PageResult<DictItem>).items.map((c) => c.id)).toEqual([b]);

    // a type with items cannot be deleted: 400, nothing changed
    const refused = await root.with(IN_ENGLISH).post('/api/sysDictType/delete', { id: typeId });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('t_items');
    expect(refused.json.message).toContain('delete its items first');
    expect((await typeRow(typeId)).isDelete).toBe(0);
    expect(await itemsOf()).toEqual(['a', 'b']);

    // delete the items, then the type; the code may be used again
    for (const id of [a, b, z])
      expect((await root.post('/api/sysDictData/delete', { id })).json.code).toBe(200);
    expect((await root.post('/api/sysDictData/delete', { id: a })).json.code).toBe(404);
    expect(await itemsOf()).toEqual([]);
    expect((await root.post('/api/sysDictType/delete', { id: typeId })).json.code).toBe(200);
    expect((await root.post('/api/sysDictType/delete', { id: typeId })).json.code).toBe(404);
    expect((await allDictList()).some((d) => d.id === typeId)).toBe(false);
    expect((await root.get(`/api/sysDictType/detail?Id=${typeId}`)).json.code).toBe(404);
    expect((await root.get('/api/sysDictType/dataList?Code=t_items')).json.code).toBe(404);
    expect(
      ((await root.get('/api/sysDictType/list')).json.result as DictType[]).some((d) => d.id === typeId),
    ).toBe(false);
    const again = await addType('t_items');
    expect(again).not.toBe(typeId);
    expect(await addData(again, 'a')).toBeGreaterThan(0);
    expect(await itemsOf()).toEqual(['a']);

    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select('diffType')
      .where('tableName', '=', 'sys_dict_data')
      .where('rowId', '=', a)
      .orderBy('id')
      .execute();
    expect(diffs.map((d) => d.diffType)).toEqual(['insert', 'update', 'delete']);
  });

  it('serves allDictList and dataList from the cache until a dictionary write', async () => {
    const typeId = await addType('t_cache');
    const item = await addData(typeId, 'c1');
    const treeValue = async () =>
      (await allDictList()).find((d) => d.code === 't_cache')?.children.find((c) => c.id === item)?.value;
    const dataValue = async () =>
      ((await root.get('/api/sysDictType/dataList?Code=t_cache')).json.result as DictItem[])[0]?.value;
    expect(await treeValue()).toBe('Value c1');
    expect(await dataValue()).toBe('Value c1');

    // a change behind the server's back is not seen: the reads are cached
    await t.ctx.db.updateTable('sysDictData').set({ value: 'Direct' }).where('id', '=', item).execute();
    expect(await treeValue()).toBe('Value c1');
    expect(await dataValue()).toBe('Value c1');

    // any dictionary write drops the cached reads
    await addData(typeId, 'c2');
    expect(await treeValue()).toBe('Direct');
    expect(await dataValue()).toBe('Direct');
  });

  it('re-seeds missing rows only and skips a seed code a user has taken', async () => {
    const seed = () =>
      seedDictionaries(t.ctx.db, { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids });
    // an edited seed item keeps its edit; a removed one comes back
    await root.post('/api/sysDictData/update', {
      id: 1320000001201,
      dictTypeId: 1320000000002,
      value: 'Piece (edited)',
      code: 'pcs',
    });
    await t.ctx.db.deleteFrom('sysDictData').where('id', '=', 1320000001202).execute();
    // the seeded yes_no type is gone and a user made their own yes_no
    await t.ctx.db.deleteFrom('sysDictData').where('dictTypeId', '=', 1320000000009).execute();
    await t.ctx.db.deleteFrom('sysDictType').where('id', '=', 1320000000009).execute();
    const mine = await addType('yes_no');
    await seed();
    expect((await dataRow(1320000001201)).value).toBe('Piece (edited)');
    expect((await dataRow(1320000001202)).code).toBe('item');
    const yesNo = await t.ctx.db
      .selectFrom('sysDictType')
      .select('id')
      .where('code', '=', 'yes_no')
      .execute();
    expect(yesNo.map((r) => r.id)).toEqual([mine]);
    expect((await root.get('/api/sysDictType/dataList?Code=yes_no')).json.result).toEqual([]);
  });

  it('answers 404 for an unknown dataList code and 400 without one', async () => {
    const unknown = await root.get('/api/sysDictType/dataList?Code=no_such_dict');
    expect(unknown.json.code).toBe(404);
    expect(unknown.json.message).toContain('no_such_dict');
    expect((await root.get('/api/sysDictData/dataList/no_such_dict')).json.code).toBe(404);
    expect((await root.get('/api/sysDictType/dataList')).json.code).toBe(400);
    // the query key is matched case-insensitively (the web sends Code)
    expect((await root.get('/api/sysDictType/dataList?code=vip_level')).json.code).toBe(200);
  });
});
