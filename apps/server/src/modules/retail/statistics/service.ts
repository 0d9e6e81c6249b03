import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type PageResult, resolveSort } from '../../../platform/http/paging.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import type { CategoryService } from '../goods-category/service.ts';
import { fenToYuan } from '@retail/contracts';
import { addDays, dayName, daySegments, localDate, monthOf, nextDate, startOfDay, weekOf } from './days.ts';
import type { GoodsSums, Seen, StatisticsRepository, Window } from './repository.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import type {
  CategoryStatsInput,
  CategoryStatsRow,
  GoodsStatsRow,
  OverviewQuery,
  ProductStatsInput,
  RankInput,
  SaleSummaryInput,
} from '@retail/contracts/api/retail/statistics';

const MAX_DAYS = 732;
/** Days in the home dashboard's trend, today included. */
export const TREND_DAYS = 30;

type GoodsRow = GoodsStatsRow & { categoryId: number | null };

interface Net {
  qty: number;
  amount: number;
  refundQty: number;
  refundAmount: number;
  cost: number;
}

/** Sales minus refunds per key; cost is the cost of the units kept (sold − given back). */
function netByKey(sales: GoodsSums[], refunds: GoodsSums[]): Map<number | null, Net> {
  const out = new Map<number | null, Net>();
  const entry = (key: number | null) => {
    let e = out.get(key);
    if (!e) out.set(key, (e = { qty: 0, amount: 0, refundQty: 0, refundAmount: 0, cost: 0 }));
    return e;
  };
  for (const s of sales) {
    const e = entry(s.key);
    e.qty += s.qty;
    e.amount += s.amount;
    e.cost += s.cost;
  }
  for (const r of refunds) {
    const e = entry(r.key);
    e.refundQty += r.qty;
    e.refundAmount += r.amount;
    e.cost -= r.cost;
  }
  return out;
}

const netFigures = (n: Net) => ({
  qty: n.qty,
  amount: fenToYuan(n.amount),
  refundQty: n.refundQty,
  refundAmount: fenToYuan(n.refundAmount),
  netQty: n.qty - n.refundQty,
  netAmount: fenToYuan(n.amount - n.refundAmount),
  cost: fenToYuan(n.cost),
  grossProfit: fenToYuan(n.amount - n.refundAmount - n.cost),
});

/**
 * Reports over sales orders (issue: sale summary, product, category, goods and member rankings). Sales count
 * on the business day of the order and refunds on the day they were made, in the business time zone; only
 * orders the caller may see count.
 */
export class StatisticsService {
  constructor(
    private readonly repo: StatisticsRepository,
    private readonly scopes: DataScopeService,
    private readonly locations: Pick<StockLocations, 'get' | 'readable'>,
    private readonly categories: Pick<CategoryService, 'withDescendants'>,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private window(input: { startDate: string; endDate: string }): Window {
    const { startDate, endDate } = input;
    if (
      Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)) ||
      Number.isNaN(Date.parse(`${endDate}T00:00:00Z`))
    ) {
      throw new AppError(400, 'statistics.badRange');
    }
    const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
    if (days < 0 || days >= MAX_DAYS) throw new AppError(400, 'statistics.badRange');
    return { from: startOfDay(startDate, this.timeZone), to: startOfDay(nextDate(endDate), this.timeZone) };
  }

  /**
   * The orders a report counts (docs/decisions.md, "Reports by stock location"): the caller's data scope AND its
   * readable locations; a requested location narrows that to the one location, 400 when it is not a location
   * of the tenant and 403 when the caller may not read it.
   */
  private async seen(caller: Principal, locationId: number | null | undefined): Promise<Seen> {
    const [scope, readable] = await Promise.all([
      this.scopes.scopeOf(caller),
      this.locations.readable(caller),
    ]);
    if (locationId === null || locationId === undefined) return { scope, locationIds: readable };
    await this.locations.get(caller.tenantId, locationId);
    if (readable !== null && !readable.includes(locationId)) {
      throw new AppError(403, 'statistics.locationNotReadable', { id: locationId });
    }
    return { scope, locationIds: [locationId] };
  }

  /** Today's date in the business time zone, so screens default their ranges to the business calendar. */
  businessDate(now = Date.now()) {
    return { date: localDate(now, this.timeZone), timeZone: this.timeZone };
  }

  /** The home dashboard: today against yesterday, the last 30 days and their payments by method. */
  async overview(caller: Principal, query: OverviewQuery = {}, now = Date.now()) {
    const { date, timeZone } = this.businessDate(now);
    const yesterday = addDays(date, -1);
    const { locationId } = query;
    const day = (d: string) =>
      this.saleSummary(caller, { startDate: d, endDate: d, groupBy: 'day', locationId });
    const [todays, yesterdays, trend] = await Promise.all([
      day(date),
      day(yesterday),
      this.saleSummary(caller, {
        startDate: addDays(date, 1 - TREND_DAYS),
        endDate: date,
        groupBy: 'day',
        locationId,
      }),
    ]);
    return {
      date,
      timeZone,
      today: todays.totals,
      yesterday: yesterdays.totals,
      trend: trend.series,
      byPayment: trend.byPayment,
    };
  }

  async saleSummary(caller: Principal, input: SaleSummaryInput) {
    const window = this.window(input);
    const seen = await this.seen(caller, input.locationId);
    const { tenantId } = caller;
    const periodOf = (day: string) =>
      input.groupBy === 'week' ? weekOf(day) : input.groupBy === 'month' ? monthOf(day) : day;
    const periods = new Map<string, { orders: number; gross: number; refunds: number; items: number }>();
    const period = (name: string) => {
      let p = periods.get(name);
      if (!p) periods.set(name, (p = { orders: 0, gross: 0, refunds: 0, items: 0 }));
      return p;
    };
    for (let d = input.startDate; d <= input.endDate; d = nextDate(d)) period(periodOf(d));
    for (const segment of daySegments(input.startDate, input.endDate, this.timeZone)) {
      const [sales, refunds] = await Promise.all([
        this.repo.salesByDay(tenantId, seen, segment),
        this.repo.refundsByDay(tenantId, seen, segment),
      ]);
      for (const s of sales) {
        const p = period(periodOf(dayName(s.day)));
        p.orders += s.orders;
        p.gross += s.amount;
        p.items += s.qty;
      }
      for (const r of refunds) {
        const p = period(periodOf(dayName(r.day)));
        p.refunds += r.amount;
        p.items -= r.qty;
      }
    }
    const [payments, staffSales, staffRefunds] = await Promise.all([
      this.repo.paymentsByMethod(tenantId, seen, window),
      this.repo.salesByStaff(tenantId, seen, window),
      this.repo.refundsByStaff(tenantId, seen, window),
    ]);
    const series = [...periods.entries()].map(([name, p]) => ({
      period: name,
      orders: p.orders,
      grossSales: fenToYuan(p.gross),
      refunds: fenToYuan(p.refunds),
      netSales: fenToYuan(p.gross - p.refunds),
      items: p.items,
    }));
    const sum = (f: (p: { orders: number; gross: number; refunds: number; items: number }) => number) =>
      [...periods.values()].reduce((a, p) => a + f(p), 0);
    const orders = sum((p) => p.orders);
    const gross = sum((p) => p.gross);
    const refunds = sum((p) => p.refunds);
    const staff = new Map<
      number | null,
      { userName: string | null; orders: number; gross: number; refunds: number }
    >();
    for (const s of staffSales)
      staff.set(s.userId, { userName: s.userName, orders: s.orders, gross: s.amount, refunds: 0 });
    for (const r of staffRefunds) {
      const e = staff.get(r.userId) ?? { userName: r.userName, orders: 0, gross: 0, refunds: 0 };
      e.refunds += r.amount;
      staff.set(r.userId, e);
    }
    return {
      totals: {
        orders,
        grossSales: fenToYuan(gross),
        refunds: fenToYuan(refunds),
        netSales: fenToYuan(gross - refunds),
        items: sum((p) => p.items),
        averageTicket: orders === 0 ? 0 : fenToYuan(Math.round(gross / orders)),
      },
      series,
      byPayment: payments
        .sort((a, b) => a.method - b.method)
        .map((p) => ({ method: p.method, amount: fenToYuan(p.amount) })),
      byStaff: [...staff.entries()]
        .map(([userId, s]) => ({
          userId,
          userName: s.userName,
          orders: s.orders,
          grossSales: fenToYuan(s.gross),
          refunds: fenToYuan(s.refunds),
          netSales: fenToYuan(s.gross - s.refunds),
        }))
        .sort((a, b) => b.netSales - a.netSales),
    };
  }

  private async goodsRows(caller: Principal, input: CategoryStatsInput): Promise<GoodsRow[]> {
    const window = this.window(input);
    const seen = await this.seen(caller, input.locationId);
    const [sales, refunds] = await Promise.all([
      this.repo.lineSales(caller.tenantId, seen, window, 'goodsId'),
      this.repo.lineRefunds(caller.tenantId, seen, window, 'goodsId'),
    ]);
    const net = netByKey(sales, refunds);
    const goods = new Map(
      (
        await this.repo.goods(
          caller.tenantId,
          [...net.keys()].filter((k): k is number => k !== null),
        )
      ).map((g) => [g.id, g]),
    );
    return [...net.entries()].map(([goodsId, n]) => {
      const g = goodsId === null ? undefined : goods.get(goodsId);
      return {
        goodsId: goodsId ?? 0,
        goodsCode: g?.code ?? null,
        goodsName: g?.name ?? null,
        categoryName: g?.categoryName ?? null,
        categoryId: g?.categoryId ?? null,
        ...netFigures(n),
      };
    });
  }

  async productStats(
    caller: Principal,
    input: ProductStatsInput,
    maxPageSize = this.maxPageSize,
  ): Promise<PageResult<GoodsStatsRow>> {
    let rows = await this.goodsRows(caller, input);
    if (input.keyword) {
      const k = input.keyword.toLowerCase();
      rows = rows.filter(
        (r) => r.goodsCode?.toLowerCase().includes(k) || r.goodsName?.toLowerCase().includes(k),
      );
    }
    if (input.categoryId) {
      // the category and every category below it, as the goods and stock lists filter
      const ids = new Set(await this.categories.withDescendants(caller.tenantId, input.categoryId));
      rows = rows.filter((r) => r.categoryId !== null && ids.has(r.categoryId));
    }
    const fields = [
      'qty',
      'amount',
      'refundQty',
      'refundAmount',
      'netQty',
      'netAmount',
      'cost',
      'grossProfit',
      'goodsCode',
      'goodsName',
    ] as const;
    const sorts = resolveSort(input, {
      sortable: Object.fromEntries(fields.map((f) => [f, f])),
      defaultSort: [['netAmount', 'desc']],
      tiebreaker: 'goodsId',
      maxPageSize,
    });
    rows.sort((a, b) => {
      for (const [column, direction] of sorts) {
        const x = a[column as keyof GoodsRow] ?? '';
        const y = b[column as keyof GoodsRow] ?? '';
        if (x !== y) return (x < y ? -1 : 1) * (direction === 'desc' ? -1 : 1);
      }
      return 0;
    });
    const pageSize = Math.min(input.pageSize, maxPageSize);
    const totalPages = Math.ceil(rows.length / pageSize);
    return {
      page: input.page,
      pageSize,
      total: rows.length,
      totalPages,
      items: rows
        .slice((input.page - 1) * pageSize, input.page * pageSize)
        .map(({ categoryId: _c, ...r }) => r),
      hasPrevPage: input.page > 1,
      hasNextPage: input.page < totalPages,
    };
  }

  async goodsRank(caller: Principal, input: RankInput): Promise<GoodsStatsRow[]> {
    const rows = await this.goodsRows(caller, input);
    const key = input.by === 'qty' ? 'netQty' : 'netAmount';
    return rows
      .filter((r) => r.netQty > 0 || r.netAmount > 0)
      .sort((a, b) => b[key] - a[key] || a.goodsId - b.goodsId)
      .slice(0, input.top)
      .map(({ categoryId: _c, ...r }) => r);
  }

  async categoryStats(caller: Principal, input: CategoryStatsInput): Promise<CategoryStatsRow[]> {
    const window = this.window(input);
    const seen = await this.seen(caller, input.locationId);
    const [sales, refunds, categories] = await Promise.all([
      this.repo.lineSales(caller.tenantId, seen, window, 'categoryId'),
      this.repo.lineRefunds(caller.tenantId, seen, window, 'categoryId'),
      this.repo.categories(caller.tenantId),
    ]);
    const names = new Map(categories.map((c) => [c.id, c.name]));
    return [...netByKey(sales, refunds).entries()]
      .map(([categoryId, n]) => ({
        categoryId,
        categoryName: categoryId === null ? null : (names.get(categoryId) ?? null),
        ...netFigures(n),
      }))
      .sort((a, b) => b.netAmount - a.netAmount);
  }

  async vipRank(caller: Principal, input: RankInput) {
    const window = this.window(input);
    const seen = await this.seen(caller, input.locationId);
    const { sales, refunds } = await this.repo.memberSums(caller.tenantId, seen, window);
    const net = new Map<number, { orders: number; qty: number; amount: number }>();
    for (const s of sales) net.set(s.key, { orders: s.orders, qty: s.qty, amount: s.amount });
    for (const r of refunds) {
      const e = net.get(r.key) ?? { orders: 0, qty: 0, amount: 0 };
      e.qty -= r.qty;
      e.amount -= r.amount;
      net.set(r.key, e);
    }
    const key = input.by === 'qty' ? 'qty' : 'amount';
    const top = [...net.entries()].sort(([a, x], [b, y]) => y[key] - x[key] || a - b).slice(0, input.top);
    const members = new Map(
      (
        await this.repo.members(
          caller.tenantId,
          top.map(([id]) => id),
        )
      ).map((m) => [m.id, m]),
    );
    return top.map(([vipId, n]) => {
      const m = members.get(vipId);
      return {
        vipId,
        cardNo: m?.cardNo ?? null,
        name: m?.name ?? null,
        mobile: m?.mobile ?? null,
        orders: n.orders,
        netQty: n.qty,
        netAmount: fenToYuan(n.amount),
      };
    });
  }
}
