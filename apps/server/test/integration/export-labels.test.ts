import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx, readXlsxSheets } from '../support/xlsx.ts';

type Lang = 'en' | 'zh-CN' | 'zh-TW';

describe.each(databaseKinds())('Excel exports write words in the caller’s language (%s)', (kind) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The export's rows as objects keyed by the (translated) header. */
  const exported = async (url: string, body: unknown, lang: Lang = 'en', who = admin) => {
    const file = await downloadXlsx(t.app, url, body, who.with({ 'accept-language': lang }).headers);
    const [header = [], ...rows] = await readXlsx(file);
    return rows.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
  };

  it('goods, barcodes and suppliers: on/off sale and enabled/disabled by name', async () => {
    const { goodsId, barcodeId, barcode } = await insertBarcode(t.ctx, { prefix: 'LBL', qty: 1 });
    await t.ctx.db.updateTable('retailGoods').set({ status: 2 }).where('id', '=', goodsId).execute();
    await t.ctx.db.updateTable('retailBarcode').set({ status: 2 }).where('id', '=', barcodeId).execute();
    const goods = await exported('/api/goods/export', { keyword: barcode });
    expect(goods.map((r) => r.Status)).toEqual(['Off sale']);
    const zh = await exported('/api/goods/export', { keyword: barcode }, 'zh-CN');
    expect(zh.map((r) => r['状态'])).toEqual(['下架']);
    const barcodes = await exported('/api/goodsBarcode/export', { barcode });
    expect(barcodes.map((r) => r.Status)).toEqual(['Off sale']);

    await admin.ok.post('/api/goodsSupplier/add', { name: 'Label Supplier', status: 2 });
    const suppliers = await exported('/api/goodsSupplier/export', { keyword: 'Label Supplier' }, 'zh-TW');
    expect(suppliers.map((r) => r['狀態'])).toEqual(['停用']);
  });

  it('stock: the low-stock flag as yes/no', async () => {
    // one in stock with a minimum of five is low
    const { barcode, goodsId } = await insertBarcode(t.ctx, { prefix: 'LOW', qty: 1 });
    await t.ctx.db.updateTable('retailGoods').set({ minStock: 5 }).where('id', '=', goodsId).execute();
    const rows = await exported('/api/barcodeStock/export', { keyword: barcode });
    expect(rows.map((r) => r['Low stock'])).toEqual(['Yes']);
  });

  it('members: level by its dictionary name, sex and status by name', async () => {
    const id = await insertVip(t.ctx);
    await t.ctx.db
      .updateTable('retailVip')
      .set({ level: 'diamond', sex: 2, status: 2 })
      .where('id', '=', id)
      .execute();
    const body = { cardNo: `C${id}` };
    const en = await exported('/api/vip/export', body);
    expect(en.map((r) => [r.Level, r.Sex, r.Status])).toEqual([['Diamond', 'Female', 'Disabled']]);
    const tw = await exported('/api/vip/export', body, 'zh-TW');
    expect(tw.map((r) => [r['等級'], r['性別'], r['狀態']])).toEqual([['鑽石', '女', '停用']]);
    const cn = await exported('/api/vip/export', body, 'zh-CN');
    expect(cn.map((r) => r['等级'])).toEqual(['钻石']);
  });

  it('sales orders: status and payment methods by name; the summary carries totals and breakdowns', async () => {
    const { barcode } = await insertBarcode(t.ctx, { prefix: 'SUM', qty: 10, retail: 1000 });
    await admin.ok.post('/api/saleOrder/add', {
      clientKey: `labels-${kind}-${Date.now()}`,
      lines: [{ barcode, qty: 3 }],
      payments: [
        { method: 1, amount: 10 },
        { method: 3, amount: 20 },
      ],
    });
    const orders = await exported('/api/saleOrder/export', {});
    const row = orders.find((r) => r.Payment !== undefined && String(r.Payment).includes('Mobile'));
    expect([row?.Kind, row?.Status, row?.Payment]).toEqual(['Sale', 'Completed', 'Cash, Mobile pay']);

    const day = (await admin.get('/api/statistics/businessDate')).json.result as { date: string };
    const file = await downloadXlsx(
      t.app,
      '/api/statistics/saleSummaryExport',
      { startDate: day.date, endDate: day.date, groupBy: 'day' },
      admin.with(IN_ENGLISH).headers,
    );
    const sheets = await readXlsxSheets(file);
    expect(sheets.map((s) => s.name)).toEqual(['Sales', 'By payment method', 'By cashier']);
    const [sales, payments, staff] = sheets.map((s) => s.rows);
    expect(sales?.[0]).toEqual([
      'Period',
      'Orders',
      'Gross sales',
      'Refunded',
      'Net sales',
      'Quantity',
      'Average ticket',
    ]);
    expect(sales?.at(-1)).toEqual(['Total', 1, 30, 0, 30, 3, 30]);
    expect(payments?.slice(1)).toEqual([
      ['Cash', 10, '33.3%'],
      ['Mobile pay', 20, '66.7%'],
      ['Total', 30, '100.0%'],
    ]);
    expect(staff?.at(-1)).toEqual(['Total', 1, 30, 0, 30]);
  });

  it('the visit log: action, result and failure reason as words', async () => {
    await apiAs(t, null).post('/api/sysAuth/login', { account: 'admin', password: 'wrong-one' });
    await t.audit.flush();
    // failed sign-ins belong to no tenant: the platform super admin sees them
    const root = await signInAs(t, 'superadmin');
    const rows = await exported('/api/sysLogVis/export', { account: 'admin' }, 'en', root);
    const failed = rows.find((r) => r.Status === 'Failed');
    expect([failed?.Action, failed?.Message]).toEqual(['Sign-in', 'Wrong account or password']);
    expect(rows.some((r) => r.Action === 'Sign-in' && r.Status === 'Success')).toBe(true);
    const zh = await exported('/api/sysLogVis/export', { account: 'admin' }, 'zh-CN', root);
    expect(zh.some((r) => r['动作'] === '账号登录' && r['状态'] === '失败')).toBe(true);
  });
});
