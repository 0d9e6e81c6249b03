import { PayMethod } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsxSheets } from '../support/xlsx.ts';

const ZONE = 'Asia/Shanghai';
const A = STAFF_ORG.storeA;
const B = STAFF_ORG.storeB;

/** Flat figures of one report, keyed by what they describe, so two locations' figures can be added up. */
type Figures = Record<string, number>;

const cents = (v: number) => Math.round(v * 100) / 100;
function addUp(...all: Figures[]): Figures {
  const out: Figures = {};
  for (const figures of all)
    for (const [key, value] of Object.entries(figures)) out[key] = cents((out[key] ?? 0) + value);
  // a key that adds up to nothing is a row that one side lacks: compare what is there
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== 0));
}
const nonZero = (figures: Figures) => addUp(figures);

interface Totals {
  orders: number;
  grossSales: number;
  refunds: number;
  netSales: number;
  items: number;
}
interface Summary {
  totals: Totals & { averageTicket: number };
  series: Array<Totals & { period: string }>;
  byPayment: Array<{ method: number; amount: number }>;
  byStaff: Array<{ userId: number | null; orders: number; grossSales: number; refunds: number }>;
}
interface NetRow {
  qty: number;
  amount: number;
  refundQty: number;
  refundAmount: number;
  netQty: number;
  netAmount: number;
  cost: number;
  grossProfit: number;
}

const totalsOf = (prefix: string, t: Totals): Figures => ({
  [`${prefix}.orders`]: t.orders,
  [`${prefix}.gross`]: t.grossSales,
  [`${prefix}.refunds`]: t.refunds,
  [`${prefix}.net`]: t.netSales,
  [`${prefix}.items`]: t.items,
});
const netOf = (prefix: string, r: NetRow): Figures =>
  Object.fromEntries(
    (Object.keys(r) as Array<keyof NetRow>)
      .filter((k) =>
        ['qty', 'amount', 'refundQty', 'refundAmount', 'netQty', 'netAmount', 'cost'].includes(k),
      )
      .map((k) => [`${prefix}.${k}`, r[k]]),
  );

describe.each(databaseKinds())('reports by stock location on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let manager: Api;
  let today: string;
  let seq = 0;
  let cashierCardOrder = 0;

  const sell = (api: Api, body: Record<string, unknown>) =>
    api.ok.post<{ id: number; lines: Array<{ id: number }> }>('/api/saleOrder/add', {
      clientKey: `statloc-${kind}-${Date.now().toString(36)}-${++seq}`,
      ...body,
    });

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { TIME_ZONE: ZONE });
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    manager = await signInAs(t, 'manager', { headers: IN_ENGLISH });
    today = (await admin.ok.get<{ date: string }>('/api/statistics/businessDate')).date;
    // both goods at store A (the main location) and at store B
    const a = await insertBarcode(t.ctx, { qty: 100, retail: 1000, member: 1000, cost: 400 });
    const b = await insertBarcode(t.ctx, { qty: 100, retail: 500, member: 500, cost: 200 });
    const receiveAtB = await admin.ok.post<number>('/api/stockAdjust/add', {
      kind: 1,
      locationId: B,
      lines: [
        { barcode: a.barcode, qty: 50, costPrice: 6 },
        { barcode: b.barcode, qty: 50, costPrice: 3 },
      ],
    });
    await admin.ok.post('/api/stockAdjust/confirm', { id: receiveAtB });
    const vipA = await insertVip(t.ctx);
    const vipB = await insertVip(t.ctx);

    // store A: the cashier's two orders (35.00)
    await sell(cashier, {
      vipId: vipA,
      lines: [
        { barcode: a.barcode, qty: 2 },
        { barcode: b.barcode, qty: 1 },
      ],
      payments: [{ method: PayMethod.Cash, amount: 25 }],
    });
    cashierCardOrder = (
      await sell(cashier, {
        lines: [{ barcode: b.barcode, qty: 2 }],
        payments: [{ method: PayMethod.Card, amount: 10 }],
      })
    ).id;
    // store B: the administrator's two orders (35.00), one unit of 10.00 given back
    const atB = await sell(admin, {
      locationId: B,
      vipId: vipB,
      lines: [{ barcode: a.barcode, qty: 3 }],
      payments: [{ method: PayMethod.Cash, amount: 30 }],
    });
    await sell(admin, {
      locationId: B,
      lines: [{ barcode: b.barcode, qty: 1 }],
      payments: [{ method: PayMethod.MobilePay, amount: 5 }],
    });
    await admin.ok.post('/api/saleOrder/refund', {
      id: atB.id,
      lines: [{ lineId: atB.lines[0]?.id, qty: 1 }],
    });
    const where = await t.ctx.db
      .selectFrom('retailSaleOrder')
      .select(['locationId'])
      .where('tenantId', '=', DEFAULT_TENANT)
      .orderBy('id')
      .execute();
    expect(where.map((o) => Number(o.locationId))).toEqual([A, A, B, B]);
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const range = () => ({ startDate: today, endDate: today });
  const at = (locationId?: number) => (locationId === undefined ? {} : { locationId });

  /** Each report, flattened, as `api` sees it at one location (or at every one). */
  const reports: Record<string, (api: Api, locationId?: number) => Promise<Figures>> = {
    saleSummary: async (api, locationId) => {
      const s = await api.ok.post<Summary>('/api/statistics/saleSummary', { ...range(), ...at(locationId) });
      return {
        ...totalsOf('totals', s.totals),
        ...Object.assign({}, ...s.series.map((p) => totalsOf(p.period, p))),
        ...Object.fromEntries(s.byPayment.map((p) => [`pay.${p.method}`, p.amount])),
        ...Object.assign(
          {},
          ...s.byStaff.map((r) => ({
            [`staff.${r.userId}.orders`]: r.orders,
            [`staff.${r.userId}.gross`]: r.grossSales,
            [`staff.${r.userId}.refunds`]: r.refunds,
          })),
        ),
      };
    },
    overview: async (api, locationId) => {
      const o = await api.ok.get<{
        today: Totals;
        yesterday: Totals;
        trend: Array<Totals & { period: string }>;
        byPayment: Array<{ method: number; amount: number }>;
      }>(`/api/statistics/overview${locationId === undefined ? '' : `?locationId=${locationId}`}`);
      return {
        ...totalsOf('today', o.today),
        ...totalsOf('yesterday', o.yesterday),
        ...Object.assign({}, ...o.trend.map((p) => totalsOf(p.period, p))),
        ...Object.fromEntries(o.byPayment.map((p) => [`pay.${p.method}`, p.amount])),
      };
    },
    product: async (api, locationId) => {
      const page = await api.ok.post<{ items: Array<NetRow & { goodsId: number }> }>(
        '/api/statistics/product',
        { ...range(), ...at(locationId), page: 1, pageSize: 100 },
      );
      return Object.assign({}, ...page.items.map((r) => netOf(String(r.goodsId), r)));
    },
    category: async (api, locationId) => {
      const rows = await api.ok.post<Array<NetRow & { categoryId: number | null }>>(
        '/api/statistics/category',
        { ...range(), ...at(locationId) },
      );
      return Object.assign({}, ...rows.map((r) => netOf(String(r.categoryId), r)));
    },
    goodsRank: async (api, locationId) => {
      const rows = await api.ok.post<Array<NetRow & { goodsId: number }>>('/api/statistics/goodsRank', {
        ...range(),
        ...at(locationId),
      });
      return Object.assign({}, ...rows.map((r) => netOf(String(r.goodsId), r)));
    },
    vipRank: async (api, locationId) => {
      const rows = await api.ok.post<
        Array<{ vipId: number; orders: number; netQty: number; netAmount: number }>
      >('/api/statistics/vipRank', { ...range(), ...at(locationId) });
      return Object.assign(
        {},
        ...rows.map((r) => ({
          [`${r.vipId}.orders`]: r.orders,
          [`${r.vipId}.netQty`]: r.netQty,
          [`${r.vipId}.netAmount`]: r.netAmount,
        })),
      );
    },
  };

  it.each(Object.keys(reports))(
    '%s filtered by each location gives only its figures, and the two add up to the unfiltered ones',
    async (report) => {
      const read = reports[report]!;
      const [all, atA, atB] = await Promise.all([read(admin), read(admin, A), read(admin, B)]);
      expect(nonZero(all)).not.toEqual({});
      expect(addUp(atA, atB)).toEqual(nonZero(all));
      expect(nonZero(atA)).not.toEqual(nonZero(atB));
    },
  );

  it('each location shows its own orders, refunds and payments', async () => {
    const summary = (locationId: number) =>
      admin.ok.post<Summary>('/api/statistics/saleSummary', { ...range(), locationId });
    const [a, b] = await Promise.all([summary(A), summary(B)]);
    expect(a.totals).toMatchObject({ orders: 2, grossSales: 35, refunds: 0, netSales: 35, items: 5 });
    expect(b.totals).toMatchObject({ orders: 2, grossSales: 35, refunds: 10, netSales: 25, items: 3 });
    expect(a.byPayment).toEqual([
      { method: PayMethod.Cash, amount: 25 },
      { method: PayMethod.Card, amount: 10 },
    ]);
    // the refund goes back in cash, at the order's location
    expect(b.byPayment).toEqual(
      expect.arrayContaining([
        { method: PayMethod.Cash, amount: 20 },
        { method: PayMethod.MobilePay, amount: 5 },
      ]),
    );
    const vips = await admin.ok.post<Array<{ orders: number; netAmount: number }>>(
      '/api/statistics/vipRank',
      { ...range(), locationId: B },
    );
    expect(vips).toEqual([expect.objectContaining({ orders: 1, netAmount: 20 })]);
  });

  it("exports only the chosen location's figures", async () => {
    const en = admin.with(IN_ENGLISH).headers;
    const totalsRow = async (locationId?: number) => {
      const [sales] = await readXlsxSheets(
        await downloadXlsx(t.app, '/api/statistics/saleSummaryExport', { ...range(), ...at(locationId) }, en),
      );
      return sales?.rows.at(-1)?.slice(0, 5);
    };
    expect(await totalsRow(A)).toEqual(['Total', 2, 35, 0, 35]);
    expect(await totalsRow(B)).toEqual(['Total', 2, 35, 10, 25]);
    expect(await totalsRow()).toEqual(['Total', 4, 70, 10, 60]);
    for (const url of ['productExport', 'categoryExport', 'goodsRankExport', 'vipRankExport']) {
      const file = await downloadXlsx(
        t.app,
        `/api/statistics/${url}`,
        { ...range(), locationId: B, ...(url === 'productExport' ? { page: 1, pageSize: 20 } : {}) },
        en,
      );
      const [sheet] = await readXlsxSheets(file);
      expect(sheet?.rows.length, url).toBeGreaterThan(1);
    }
  });

  it("refuses a location the caller may not read, and limits a caller to its readable locations' orders", async () => {
    // the store-A manager (data scope: store A and below) may not read store B
    for (const [url, body] of [
      ['saleSummary', range()],
      ['product', range()],
      ['category', range()],
      ['goodsRank', range()],
      ['vipRank', range()],
      ['saleSummaryExport', range()],
    ] as const) {
      const refused = await manager.post(`/api/statistics/${url}`, { ...body, locationId: B });
      expect(refused.json.code, url).toBe(403);
      expect(refused.json.message, url).toContain(String(B));
    }
    const dashboard = await manager.get(`/api/statistics/overview?locationId=${B}`);
    expect(dashboard.json.code).toBe(403);
    expect(dashboard.json.message).toContain(String(B));
    // not a location of the tenant at all
    const finance = await admin.post('/api/statistics/saleSummary', {
      ...range(),
      locationId: STAFF_ORG.finance,
    });
    expect(finance.json.code).toBe(400);
    expect(finance.json.message).toContain(String(STAFF_ORG.finance));

    const managerTotals = async (locationId?: number) =>
      (await manager.ok.post<Summary>('/api/statistics/saleSummary', { ...range(), ...at(locationId) }))
        .totals;
    // the manager's own store: the cashier's orders (the administrator's orders at B are outside its scope too)
    expect(await managerTotals()).toMatchObject({ orders: 2, grossSales: 35 });
    expect(await managerTotals(A)).toMatchObject({ orders: 2, grossSales: 35 });
    // an order of store A's staff sold at store B is within the manager's data scope but not at a location it
    // may read: it no longer counts for the manager, and counts at B for the administrator
    await t.ctx.db
      .updateTable('retailSaleOrder')
      .set({ locationId: B })
      .where('id', '=', cashierCardOrder)
      .execute();
    try {
      expect(await managerTotals()).toMatchObject({ orders: 1, grossSales: 25 });
      const atB = await admin.ok.post<Summary>('/api/statistics/saleSummary', { ...range(), locationId: B });
      expect(atB.totals).toMatchObject({ orders: 3, grossSales: 45 });
    } finally {
      await t.ctx.db
        .updateTable('retailSaleOrder')
        .set({ locationId: A })
        .where('id', '=', cashierCardOrder)
        .execute();
    }
  });
});
