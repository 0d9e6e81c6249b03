import { BalanceKind, PayMethod } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceLedger } from '../../src/modules/retail/ledger/balance-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import {
  dayIn,
  dayTotals,
  paymentsByMethod,
  saleRows,
  saleTotals,
  seriesFigures,
  yuan,
} from '../support/sale-figures.ts';
import { salesAt } from '../support/sales.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ZONE = 'Asia/Shanghai';
/** 2026-03-01 23:59:59 and 2026-03-02 00:00:00 in Shanghai, one second apart on either side of midnight. */
const BEFORE_MIDNIGHT = Date.UTC(2026, 2, 1, 15, 59, 59);
const AFTER_MIDNIGHT = Date.UTC(2026, 2, 1, 16, 0, 0);
const NEXT_WEEK = Date.UTC(2026, 2, 9, 2, 0, 0);

const localDay = dayIn(ZONE);

describe.each(databaseKinds())('statistics on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let manager: Api;
  let sell: ReturnType<typeof salesAt>['sell'];
  let refund: ReturnType<typeof salesAt>['refund'];
  let shoes: number;
  let boots: number;
  let goodsA: number;
  let goodsB: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { TIME_ZONE: ZONE });
    admin = await signInAs(t, 'admin');
    cashier = await signInAs(t, 'cashier');
    manager = await signInAs(t, 'manager');
    ({ sell, refund } = salesAt(t, admin, `stat-${kind}`));
    shoes = t.ctx.ids.next();
    boots = t.ctx.ids.next();
    const category = (id: number, pid: number, name: string) => ({
      id,
      tenantId: DEFAULT_TENANT,
      pid,
      name,
      orderNo: 1,
      status: 1,
      createTime: Date.now(),
      isDelete: 0,
    });
    await t.ctx.db
      .insertInto('retailCategory')
      .values([category(shoes, 0, 'Shoes'), category(boots, shoes, 'Boots')])
      .execute();
    const a = await insertBarcode(t.ctx, { qty: 100, retail: 1999, member: 1799, cost: 1200 });
    const b = await insertBarcode(t.ctx, { qty: 100, retail: 350, cost: 100 });
    goodsA = a.goodsId;
    goodsB = b.goodsId;
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ categoryId: shoes })
      .where('id', '=', a.goodsId)
      .execute();
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ categoryId: boots })
      .where('id', '=', b.goodsId)
      .execute();
    const vipId = await insertVip(t.ctx);
    await inTransaction(t.ctx.db, (trx) =>
      new BalanceLedger(t.ctx.ids).apply(
        trx,
        null,
        DEFAULT_TENANT,
        { vipId, kind: BalanceKind.TopUp, amount: 100_000 },
        Date.now(),
      ),
    );
    // the cashier (store A) sells before and after midnight; the admin (head office) sells next week
    const late = await sell(
      cashier,
      {
        lines: [
          { barcode: a.barcode, qty: 2 },
          { barcode: b.barcode, qty: 3 },
        ],
        orderDiscount: 0.48,
        payments: [{ method: PayMethod.Cash, amount: 50 }],
      },
      BEFORE_MIDNIGHT,
    );
    const early = await sell(
      cashier,
      {
        vipId,
        lines: [{ barcode: a.barcode, qty: 1 }],
        payments: [{ method: PayMethod.Balance, amount: 17.99 }],
      },
      AFTER_MIDNIGHT,
    );
    await sell(
      admin,
      {
        lines: [{ barcode: b.barcode, qty: 4, discount: 1 }],
        payments: [{ method: PayMethod.Card, amount: 13 }],
      },
      NEXT_WEEK,
    );
    const cancelled = await sell(
      cashier,
      { lines: [{ barcode: b.barcode, qty: 1 }], payments: [{ method: PayMethod.MobilePay, amount: 3.5 }] },
      AFTER_MIDNIGHT,
    );
    // refunds land on their own days: one line of the late order the next morning, the cancel next week
    await refund(
      late.id,
      [{ lineId: (late.lines[0] as { id: number }).id, qty: 1 }],
      AFTER_MIDNIGHT + 3_600_000,
    );
    await refund(cancelled.id, null, NEXT_WEEK);
    void early;
  });
  afterAll(async () => {
    await expectRetailInvariants(t.ctx.db);
    await t?.close();
  });

  it('sums sales by the business day of the order and refunds by their own day, either side of midnight', async () => {
    const raw = await saleRows(t);
    const summary = await admin.ok.post<{
      totals: {
        orders: number;
        grossSales: number;
        refunds: number;
        netSales: number;
        items: number;
        averageTicket: number;
      };
      series: Array<{ period: string; orders: number; grossSales: number; refunds: number; items: number }>;
      byPayment: Array<{ method: number; amount: number }>;
    }>('/api/statistics/saleSummary', { startDate: '2026-03-01', endDate: '2026-03-10' });
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-09']) {
      const row = summary.series.find((s) => s.period === day);
      expect(row, day).toMatchObject(seriesFigures(dayTotals(raw, day, localDay)));
    }
    expect(summary.series.find((s) => s.period === '2026-03-01')?.orders).toBe(1);
    expect(summary.series.find((s) => s.period === '2026-03-02')?.orders).toBe(2);
    expect(summary.series).toHaveLength(10);
    expect(summary.totals).toEqual(saleTotals(raw.orders, raw.refunds));
    expect(summary.byPayment).toEqual(paymentsByMethod(raw.payments));

    const weekly = await admin.ok.post<{ series: Array<{ period: string; orders: number }> }>(
      '/api/statistics/saleSummary',
      {
        startDate: '2026-03-01',
        endDate: '2026-03-10',
        groupBy: 'week',
      },
    );
    expect(weekly.series.map((s) => [s.period, s.orders])).toEqual([
      ['2026-02-23', 1],
      ['2026-03-02', 2],
      ['2026-03-09', 1],
    ]);
  });

  it('nets goods and categories: quantity, revenue, refunds, cost and gross profit', async () => {
    const raw = await saleRows(t);
    const page = await admin.ok.post<{
      items: Array<{
        goodsId: number;
        qty: number;
        amount: number;
        refundQty: number;
        refundAmount: number;
        cost: number;
        grossProfit: number;
      }>;
    }>('/api/statistics/product', {
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      field: 'goodsCode',
      order: 'asc',
    });
    const lineById = new Map(raw.lines.map((l) => [l.id, l]));
    for (const item of page.items) {
      const sold = raw.lines.filter((l) => l.goodsId === item.goodsId);
      const back = raw.refundLines.filter((r) => lineById.get(r.orderLineId)?.goodsId === item.goodsId);
      const amount = sold.reduce((a, l) => a + Number(l.amount), 0);
      const refundAmount = back.reduce((a, r) => a + Number(r.amount), 0);
      const cost =
        sold.reduce((a, l) => a + Number(l.qty) * Number(l.costPrice), 0) -
        back.reduce((a, r) => a + Number(r.qty) * Number(lineById.get(r.orderLineId)?.costPrice), 0);
      expect(item).toMatchObject({
        qty: sold.reduce((a, l) => a + Number(l.qty), 0),
        amount: yuan(amount),
        refundQty: back.reduce((a, r) => a + Number(r.qty), 0),
        refundAmount: yuan(refundAmount),
        cost: yuan(cost),
        grossProfit: yuan(amount - refundAmount - cost),
      });
    }
    expect(page.items).toHaveLength(2);
    const categories = await admin.ok.post<Array<{ categoryName: string | null; netAmount: number }>>(
      '/api/statistics/category',
      {
        startDate: '2026-03-01',
        endDate: '2026-03-10',
      },
    );
    const total = categories.reduce((a, c) => a + Math.round(c.netAmount * 100), 0);
    const sold =
      raw.lines.reduce((a, l) => a + Number(l.amount), 0) -
      raw.refundLines.reduce((a, r) => a + Number(r.amount), 0);
    expect(total).toBe(sold);
    expect(categories.map((c) => c.categoryName)).toContain('Shoes');
    const sheet = await readXlsx(
      await downloadXlsx(
        t.app,
        '/api/statistics/productExport',
        { startDate: '2026-03-01', endDate: '2026-03-10' },
        admin.with(IN_ENGLISH).headers,
      ),
    );
    expect(sheet[0]).toContain('Gross profit');
    expect(sheet).toHaveLength(1 + page.items.length);
    const summarySheet = await readXlsx(
      await downloadXlsx(
        t.app,
        '/api/statistics/saleSummaryExport',
        { startDate: '2026-03-01', endDate: '2026-03-10' },
        admin.headers,
      ),
    );
    expect(summarySheet).toHaveLength(12); // header, ten days, totals
    const ranked = await admin.ok.post<Array<{ goodsId: number }>>('/api/statistics/goodsRank', {
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      top: 1,
    });
    expect(ranked).toHaveLength(1);
  });

  it('filters product statistics by a category and the categories below it', async () => {
    const range = { startDate: '2026-03-01', endDate: '2026-03-10' };
    const goodsOf = async (categoryId: number) =>
      (
        await admin.ok.post<{ items: Array<{ goodsId: number }> }>('/api/statistics/product', {
          ...range,
          categoryId,
        })
      ).items
        .map((item) => item.goodsId)
        .sort();
    expect(await goodsOf(shoes)).toEqual([goodsA, goodsB].sort());
    expect(await goodsOf(boots)).toEqual([goodsB]);
  });

  it('ranks members and honours the date range and data scope', async () => {
    const vips = await admin.ok.post<Array<{ orders: number; netAmount: number }>>(
      '/api/statistics/vipRank',
      {
        startDate: '2026-03-02',
        endDate: '2026-03-02',
      },
    );
    expect(vips).toEqual([expect.objectContaining({ orders: 1, netAmount: 17.99 })]);
    const firstDay = await admin.ok.post<{ totals: { orders: number } }>('/api/statistics/saleSummary', {
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(firstDay.totals.orders).toBe(1);
    // the store manager sees store A's sales (the cashier's), not the head office's
    const scoped = await manager.ok.post<{ totals: { orders: number } }>('/api/statistics/saleSummary', {
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    });
    expect(scoped.totals.orders).toBe(3);
    const bad = await admin.post('/api/statistics/saleSummary', {
      startDate: '2026-03-10',
      endDate: '2026-03-01',
    });
    expect(bad.json.code).toBe(400);
    const noGrant = await cashier.post('/api/statistics/saleSummary', {
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(noGrant.json.code).toBe(403);
  });
});
