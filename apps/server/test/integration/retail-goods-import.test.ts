import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, makeXlsx, readXlsx, uploadXlsx } from '../support/xlsx.ts';

interface ImportResult {
  total: number;
  imported: number;
  failed: Array<{ row: number; reason: string }>;
}

describe.each(databaseKinds())('goods import on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
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
    admin = { ...(await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD)).headers, 'accept-language': 'en' };
    const add = (url: string, body: unknown) => call(t.app, 'POST', url, { body, headers: admin });
    expect((await add('/api/goodsCategory/add', { name: 'Drinks', code: 'DRK' })).json.code).toBe(200);
    expect((await add('/api/goodsSupplier/add', { name: 'Spring Water Co' })).json.code).toBe(200);
    expect((await add('/api/goods/add', { code: 'IMP-OLD', name: 'Old', retailPrice: 1 })).json.code).toBe(
      200,
    );
    const template = await readXlsx(await downloadXlsx(t.app, '/api/goods/template', {}, admin));
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
    const res = await uploadXlsx(t.app, '/api/goods/import', file, admin);
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
      .selectFrom('retailBarcode as b')
      .innerJoin('retailStock as s', 's.barcodeId', 'b.id')
      .select(['b.barcode', 's.qty'])
      .where('b.goodsId', '=', water.id)
      .execute();
    expect(barcode).toEqual([{ barcode: '6901234567892', qty: 0 }]);
    const milk = await t.ctx.db
      .selectFrom('retailGoods')
      .select(['memberPrice', 'retailPrice', 'remark'])
      .where('code', '=', 'IMP-6')
      .executeTakeFirstOrThrow();
    expect(milk).toEqual({ retailPrice: 650, memberPrice: 650, remark: 'fresh' });

    // importing the same sheet again adds nothing and reports every row
    const again = (await uploadXlsx(t.app, '/api/goods/import', file, admin)).result as ImportResult;
    expect(again.imported).toBe(0);
    expect(again.failed).toHaveLength(8);
    expect(await goodsCodes()).toEqual(['IMP-1', 'IMP-6', 'IMP-OLD']);
  });

  it('refuses a body that is not a workbook, in the caller language', async () => {
    const notFile = await call(t.app, 'POST', '/api/goods/import', { body: {}, headers: admin });
    expect(notFile.json.code).toBe(400);
    expect(notFile.json.message).toContain('Excel');
    const garbage = await uploadXlsx(t.app, '/api/goods/import', Buffer.from('not a zip'), {
      ...admin,
      'accept-language': 'zh-CN',
    });
    expect(garbage.code).toBe(400);
    expect(garbage.message).toContain('无法读取');
  });
});
