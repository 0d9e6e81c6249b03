import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, makeXlsx, readXlsx, uploadXlsx } from '../support/xlsx.ts';

interface ImportResult {
  total: number;
  imported: number;
  failed: Array<{ row: number; reason: string }>;
}

describe.each(databaseKinds())('goods import on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let header: string[];

  const goodsCodes = async () =>
    (
      await t.ctx.db
        .selectFrom('retailGoods')
        .select('code')
        .where('tenantId', '=', DEFAULT_TENANT)
        .where('code', 'like', 'IMP%')
        .execute()
    )
      .map((r) => r.code)
      .sort();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    await admin.ok.post('/api/goodsCategory/add', { name: 'Drinks', code: 'DRK' });
    await admin.ok.post('/api/goodsSupplier/add', { name: 'Spring Water Co' });
    await addGoods(admin, { code: 'IMP-OLD', name: 'Old', retailPrice: 1 });
    const template = await readXlsx(await downloadXlsx(t.app, '/api/goods/template', {}, admin.headers));
    header = template[0] as string[];
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers a template whose header the import reads', () => {
    expect(header).toEqual([
      'Code',
      'Name',
      'Category',
      'Supplier',
      'Unit',
      'Spec',
      'Brand',
      'Cost price',
      'Retail price',
      'Member price',
      'Min stock',
      'Barcode',
      'Remark',
    ]);
  });

  it('imports the good rows and reports each bad row with its row number and reason', async () => {
    const file = await makeXlsx([
      header,
      [
        'IMP-1',
        'Water 500ml',
        'DRK',
        'Spring Water Co',
        'btl',
        null,
        null,
        0.8,
        2,
        1.8,
        10,
        '6901234567892',
        null,
      ],
      ['IMP-2', null, 'Drinks', null, null, null, null, null, 3, null, null, null, null],
      ['IMP-3', 'Juice', 'No such category', null, null, null, null, null, 5, null, null, null, null],
      ['IMP-4', 'Cola', 'Drinks', null, null, null, null, null, '2.345', null, null, null, null],
      ['IMP-1', 'Water again', null, null, null, null, null, null, 2, null, null, null, null],
      ['IMP-OLD', 'Already there', null, null, null, null, null, null, 2, null, null, null, null],
      ['IMP-5', 'Tea', 'Drinks', null, null, null, null, '1.5', '4.00', null, null, '6901234567890', null],
      ['IMP-6', 'Milk', 'drk', null, null, null, null, null, 6.5, null, 3, null, 'fresh'],
    ]);
    const res = await uploadXlsx(t.app, '/api/goods/import', file, admin.headers);
    expect(res.code, res.message ?? '').toBe(200);
    const result = res.result as ImportResult;
    expect(result).toMatchObject({ total: 8, imported: 2 });
    expect(result.failed.map((f) => f.row)).toEqual([3, 4, 5, 6, 7, 8]);
    const reasons = Object.fromEntries(result.failed.map((f) => [f.row, f.reason]));
    expect(reasons[3]).toBe('Name is required');
    expect(reasons[4]).toBe('Category No such category does not exist');
    expect(reasons[5]).toContain('Retail price 2.345 is not an amount');
    expect(reasons[6]).toBe('Goods code IMP-1 repeats row 2');
    expect(reasons[7]).toBe('Goods code IMP-OLD already exists');
    expect(reasons[8]).toContain('6901234567890');
    expect(reasons[8]).toContain('check digit');

    // nothing of a bad row stays: row 8's goods is not there although only its barcode was wrong
    expect(await goodsCodes()).toEqual(['IMP-1', 'IMP-6', 'IMP-OLD']);
    const water = await t.ctx.db
      .selectFrom('retailGoods')
      .selectAll()
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('code', '=', 'IMP-1')
      .executeTakeFirstOrThrow();
    expect(water).toMatchObject({
      name: 'Water 500ml',
      costPrice: 80,
      retailPrice: 200,
      memberPrice: 180,
      minStock: 10,
    });
    expect(water.categoryId).not.toBeNull();
    expect(water.supplierId).not.toBeNull();
    const barcode = await t.ctx.db
      .selectFrom('retailBarcode')
      .select(['barcode'])
      .where('goodsId', '=', water.id)
      .execute();
    expect(barcode).toEqual([{ barcode: '6901234567892' }]);
    const milk = await t.ctx.db
      .selectFrom('retailGoods')
      .select(['memberPrice', 'retailPrice', 'remark'])
      .where('code', '=', 'IMP-6')
      .executeTakeFirstOrThrow();
    expect(milk).toEqual({ retailPrice: 650, memberPrice: 650, remark: 'fresh' });

    // importing the same sheet again adds nothing and reports every row
    const again = (await uploadXlsx(t.app, '/api/goods/import', file, admin.headers)).result as ImportResult;
    expect(again.imported).toBe(0);
    expect(again.failed).toHaveLength(8);
    expect(await goodsCodes()).toEqual(['IMP-1', 'IMP-6', 'IMP-OLD']);
  });

  it('Done when: a sheet with 3 bad rows imports the good rows and reports each bad row with its reason', async () => {
    const file = await makeXlsx([
      header,
      ['IMPD-1', 'Good one', null, null, null, null, null, null, 1, null, null, null, null],
      ['IMPD-2', null, null, null, null, null, null, null, 1, null, null, null, null],
      ['IMPD-3', 'Good two', 'Drinks', null, null, null, null, null, '9.90', null, null, null, null],
      ['IMPD-4', 'Bad price', null, null, null, null, null, null, '1.999', null, null, null, null],
      ['IMPD-5', 'Bad category', 'Nowhere', null, null, null, null, null, 1, null, null, null, null],
    ]);
    const result = (await uploadXlsx(t.app, '/api/goods/import', file, admin.headers)).result as ImportResult;
    expect(result.imported).toBe(2);
    expect(result.failed).toEqual([
      { row: 3, reason: 'Name is required' },
      { row: 5, reason: 'Retail price 1.999 is not an amount in yuan (0 or more, at most two decimals)' },
      { row: 6, reason: 'Category Nowhere does not exist' },
    ]);
    const codes = await t.ctx.db
      .selectFrom('retailGoods')
      .select('code')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('code', 'like', 'IMPD%')
      .orderBy('code')
      .execute();
    expect(codes.map((c) => c.code)).toEqual(['IMPD-1', 'IMPD-3']);
    // the operation log keeps the upload's size, not its bytes
    await t.audit.flush();
    const op = await t.ctx.db
      .selectFrom('sysLogOp')
      .select('requestParam')
      .where('requestUrl', '=', '/api/goods/import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(op.requestParam).toBe(`[file: ${file.length} bytes]`);
  });

  it('refuses a body that is not a workbook, in the caller language', async () => {
    const notFile = await admin.post('/api/goods/import', {});
    expect(notFile.json.code).toBe(400);
    expect(notFile.json.message).toContain('Excel');
    const garbage = await uploadXlsx(
      t.app,
      '/api/goods/import',
      Buffer.from('not a zip'),
      admin.with({ 'accept-language': 'zh-CN' }).headers,
    );
    expect(garbage.code).toBe(400);
    expect(garbage.message).toContain('无法读取');
  });
});
