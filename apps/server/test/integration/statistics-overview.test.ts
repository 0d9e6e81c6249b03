import { PayMethod } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import {
  dayIn,
  dayTotals,
  paymentsByMethod,
  type SaleTotals,
  saleRows,
  seriesFigures,
} from '../support/sale-figures.ts';
import { salesAt } from '../support/sales.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
const localDay = dayIn(ZONE);
/** Shanghai has no daylight saving: a local day starts at 16:00 UTC the day before. */
const startOf = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

interface Overview {
  date: string;
  timeZone: string;
  today: SaleTotals;
  yesterday: SaleTotals;
  trend: Array<{ period: string; orders: number; grossSales: number; refunds: number; items: number }>;
  byPayment: Array<{ method: number; amount: number }>;
}

describe.each(databaseKinds())('dashboard overview and ranking exports on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  const today = localDay(Date.now());
  const todayStart = startOf(today);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { TIME_ZONE: ZONE });
    admin = await signInAs(t, 'admin');
    cashier = await signInAs(t, 'cashier');
    const { sell, refund } = salesAt(t, admin, `overview-${kind}`);
    const a = await insertBarcode(t.ctx, { qty: 100, retail: 1999, cost: 1200 });
    const b = await insertBarcode(t.ctx, { qty: 100, retail: 350, member: 350, cost: 100 });
    const vipId = await insertVip(t.ctx);
    // yesterday's last second and today's first: the two days' figures must not mix
    const late = await sell(
      admin,
      {
        lines: [
          { barcode: a.barcode, qty: 2 },
          { barcode: b.barcode, qty: 1 },
        ],
        payments: [{ method: PayMethod.Cash, amount: 43.48 }],
      },
      todayStart - 1000,
    );
    await sell(
      admin,
      {
        vipId,
        lines: [{ barcode: b.barcode, qty: 3 }],
        payments: [{ method: PayMethod.Card, amount: 10.5 }],
      },
      todayStart,
    );
    // the first day of the trend counts, the day before it does not
    await sell(
      admin,
      { lines: [{ barcode: b.barcode, qty: 1 }], payments: [{ method: PayMethod.MobilePay, amount: 3.5 }] },
      todayStart - 29 * DAY,
    );
    await sell(
      admin,
      { lines: [{ barcode: a.barcode, qty: 1 }], payments: [{ method: PayMethod.Cash, amount: 19.99 }] },
      todayStart - 30 * DAY,
    );
    // yesterday's order is partly refunded today: the refund counts today
    await refund(late.id, [{ lineId: (late.lines[0] as { id: number }).id, qty: 1 }], todayStart + 60_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives today and yesterday in the business zone, the last 30 days and their payments', async () => {
    const overview = await admin.ok.get<Overview>('/api/statistics/overview');
    expect(overview.date).toBe(today);
    expect(overview.timeZone).toBe(ZONE);
    const data = await saleRows(t);
    const yesterday = localDay(todayStart - DAY);
    expect(overview.today).toEqual(dayTotals(data, today, localDay));
    expect(overview.yesterday).toEqual(dayTotals(data, yesterday, localDay));
    expect(overview.today.orders).toBe(1);
    expect(overview.yesterday.orders).toBe(1);
    expect(overview.today.refunds).toBeGreaterThan(0);

    expect(overview.trend).toHaveLength(30);
    expect(overview.trend[0]?.period).toBe(localDay(todayStart - 29 * DAY));
    expect(overview.trend.at(-1)?.period).toBe(today);
    for (const row of overview.trend) {
      expect(row, row.period).toMatchObject(seriesFigures(dayTotals(data, row.period, localDay)));
    }
    expect(overview.trend.reduce((s, r) => s + r.orders, 0)).toBe(3);

    const windowStart = todayStart - 29 * DAY;
    expect(overview.byPayment).toEqual(
      paymentsByMethod(data.payments.filter((p) => p.createTime >= windowStart)),
    );
    expect(overview.byPayment.map((p) => p.method)).not.toContain(undefined);
  });

  it('tells any signed-in user the business date; the overview needs the sale-summary permission', async () => {
    const date = await cashier.get('/api/statistics/businessDate');
    expect(date.json.result).toEqual({ date: today, timeZone: ZONE });
    const denied = await cashier.get('/api/statistics/overview');
    expect(denied.json.code).toBe(403);
    const anonymous = await apiAs(t, null).get('/api/statistics/businessDate');
    expect(anonymous.json.code).toBe(401);
  });

  it('exports the goods and member rankings in rank order', async () => {
    const range = { startDate: localDay(todayStart - 40 * DAY), endDate: today };
    const en = admin.with(IN_ENGLISH).headers;
    const goods = await admin.ok.post<Array<{ goodsName: string; netAmount: number }>>(
      '/api/statistics/goodsRank',
      range,
    );
    const goodsSheet = await readXlsx(
      await downloadXlsx(t.app, '/api/statistics/goodsRankExport', range, en),
    );
    expect(goodsSheet[0]?.slice(0, 3)).toEqual(['Rank', 'Goods code', 'Goods name']);
    expect(goodsSheet.slice(1).map((row) => [row[0], row[2], row.at(-3)])).toEqual(
      goods.map((g, i) => [i + 1, g.goodsName, g.netAmount]),
    );
    expect(goods).toHaveLength(2);

    const vips = await admin.ok.post<Array<{ cardNo: string; netAmount: number }>>(
      '/api/statistics/vipRank',
      range,
    );
    const vipSheet = await readXlsx(await downloadXlsx(t.app, '/api/statistics/vipRankExport', range, en));
    expect(vipSheet[0]).toEqual([
      'Rank',
      'Card no.',
      'Name',
      'Mobile',
      'Orders',
      'Net quantity',
      'Net sales',
    ]);
    expect(vipSheet.slice(1).map((row) => [row[0], row[1], row[6]])).toEqual(
      vips.map((v, i) => [i + 1, v.cardNo, v.netAmount]),
    );
    expect(vips).toHaveLength(1);
  });
});
