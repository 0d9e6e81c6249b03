import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { upload } from '../support/multipart.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Region {
  id: number;
  pid: number;
  name: string;
  code: string;
  level: number;
  hasChildren: boolean;
}

describe.each(databaseKinds())('regions on %s', (kind) => {
  let t: TestApp;
  /** the platform administrator, reading messages in English (region names are data: the same in any language) */
  let superadmin: Api;

  const list = async (query: string) =>
    (await superadmin.get(`/api/sysRegion/list${query}`)).json.result as Region[];
  const byCode = (code: string) =>
    t.ctx.db.selectFrom('sysRegion').selectAll().where('code', '=', code).executeTakeFirst();
  const importFile = (name: string, data: Buffer) =>
    upload(t.app, '/api/sysRegion/import', superadmin.headers, name, data);

  beforeAll(async () => {
    t = await startTestApp(kind);
    superadmin = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ships China’s provinces, cities and districts, loaded level by level', async () => {
    const provinces = await list('');
    expect(provinces.length).toBe(31);
    expect(provinces[0]).toMatchObject({
      code: '110000',
      name: '北京市',
      level: 1,
      pid: 0,
      hasChildren: true,
    });
    const cities = await list('?pid=440000');
    expect(cities.map((c) => c.name)).toContain('深圳市');
    const shenzhen = cities.find((c) => c.name === '深圳市') as Region;
    const districts = await list(`?Id=${shenzhen.id}`);
    expect(districts.map((d) => d.name)).toContain('南山区');
    expect(districts.every((d) => d.level === 3 && !d.hasChildren)).toBe(true);
    const page = await superadmin.post('/api/sysRegion/page', { code: '4403', level: 3, pageSize: 50 });
    expect((page.json.result as { items: Region[] }).items.map((r) => r.name)).toContain('福田区');
    const total = await t.ctx.db
      .selectFrom('sysRegion')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThan(3000);
  });

  it('adds, moves and deletes regions while keeping the tree sound', async () => {
    const street = await superadmin.post('/api/sysRegion/add', {
      pid: 110101,
      name: '东华门街道',
      code: '110101001',
    });
    expect(street.json.code).toBe(200);
    const village = await superadmin.post('/api/sysRegion/add', {
      pid: street.json.result as number,
      name: '多福巷社区',
      code: '110101001001',
    });
    expect((await byCode('110101001001'))?.level).toBe(5);
    const tooDeep = await superadmin.post('/api/sysRegion/add', {
      pid: village.json.result as number,
      name: 'x',
      code: '1101010010011',
    });
    expect(tooDeep.json.message).toContain('at most 5 levels');
    expect(
      (await superadmin.post('/api/sysRegion/add', { pid: 110101, name: 'dup', code: '110101001' })).json
        .code,
    ).toBe(409);
    expect(
      (await superadmin.post('/api/sysRegion/add', { pid: 123, name: 'orphan', code: '999999' })).json
        .message,
    ).toContain('parent region 123 does not exist');
    expect(
      (await superadmin.post('/api/sysRegion/add', { pid: 0, name: 'bad', code: '11/01' })).json.message,
    ).toContain('code');

    const cycle = await superadmin.post('/api/sysRegion/update', { id: 110100, pid: 110101 });
    expect(cycle.json.message).toContain('under itself or one of its descendants');
    // move Dongcheng district (with its street and community) to be a city of Hebei
    const moved = await superadmin.post('/api/sysRegion/update', { id: 110101, pid: 130000 });
    expect(moved.json.code).toBe(200);
    expect((await byCode('110101'))?.level).toBe(2);
    expect((await byCode('110101001'))?.level).toBe(3);
    expect((await byCode('110101001001'))?.level).toBe(4);

    const removed = await superadmin.post('/api/sysRegion/delete', { id: 110101 });
    expect(removed.json.result).toBe(3);
    expect(await byCode('110101001')).toBeUndefined();
    expect((await superadmin.post('/api/sysRegion/delete', { id: 110101 })).json.code).toBe(404);
  });

  it('imports CSV rows parents first, updating known codes, all or nothing', async () => {
    const csv =
      'code,name,parent code\n990100,"新区, 一号",990000\n990000,测试省,\n110102,西城区(新),110100\n';
    const res = await importFile('regions.csv', Buffer.from(csv));
    expect(res.json, res.json.message).toMatchObject({ code: 200, result: { added: 2, updated: 1 } });
    expect(await byCode('990100')).toMatchObject({ name: '新区, 一号', level: 2 });
    expect((await byCode('110102'))?.name).toBe('西城区(新)');

    const bad =
      'code,name,parent\n880000,Good,\n880100,Orphan,770000\n88/01,Bad code,\n880200,Loop A,880300\n880300,Loop B,880200\n';
    const refused = await importFile('bad.csv', Buffer.from(bad));
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('3: parent code 770000 not found');
    expect(refused.json.message).toContain('4: code');
    expect(refused.json.message).toContain('forms a cycle');
    expect(await byCode('880000')).toBeUndefined();
  });

  it('imports an Excel sheet', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('regions');
    sheet.addRow(['编码', '名称', '上级编码']);
    sheet.addRow(['770000', 'Excel province', '']);
    sheet.addRow([770100, 'Excel city', 770000]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importFile('regions.xlsx', data);
    expect(res.json).toMatchObject({ code: 200, result: { added: 2, updated: 0 } });
    expect(await byCode('770100')).toMatchObject({ name: 'Excel city', level: 2 });
    const pdf = await importFile('regions.pdf', Buffer.from('%PDF-1.4 x'));
    expect(pdf.json.code).toBe(400);
  });

  it('is for the platform administrator only', async () => {
    const admin = await signInAs(t, 'admin');
    expect((await admin.get('/api/sysRegion/list')).json.code).toBe(403);
  });
});
