import { SaleOrderKind } from '@retail/contracts';
import { expressionBuilder, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailSaleOrderTable } from '../../../db/schema-retail-docs.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type Scope, scopeSql } from '../../system/access/data-scope.ts';
import type { DaySegment } from './days.ts';

const DAY = 86_400_000;

export interface Window {
  from: number;
  /** exclusive */
  to: number;
}

/**
 * Which orders a report counts: those in the caller's data scope (organisation or own orders) AND sold at one of
 * `locationIds` (null: at any location). Refunds count when their order counts.
 */
export interface Seen {
  scope: Scope;
  locationIds: number[] | null;
}

/** Per-goods (or per-category) sums of sales and of refunds, in fen and units. */
export interface GoodsSums {
  key: number | null;
  qty: number;
  amount: number;
  cost: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The aggregate queries behind the reports. Sales count on the day of the order, refunds (and cancellations)
 * on the day they were made; both only for orders the caller may see (tenant and data scope).
 */
export class StatisticsRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** The local day number of a time column, for a run of days with one UTC offset. */
  private dayOf(column: string, segment: DaySegment) {
    const shifted = sql`(${sql.ref(column)} + ${sql.lit(segment.offsetMs)})`;
    return this.dbType === 'mysql'
      ? sql<number>`${shifted} div ${sql.lit(DAY)}`
      : sql<number>`${shifted} / ${sql.lit(DAY)}`;
  }

  private visible(tenantId: number, { scope, locationIds }: Seen) {
    const eb = expressionBuilder<{ o: RetailSaleOrderTable }, 'o'>();
    return eb.and([
      eb('o.tenantId', '=', tenantId),
      eb('o.isDelete', '=', sql.lit(0)),
      scopeSql(scope, 'o.orgId', 'o.createUserId'),
      ...(locationIds === null ? [] : [eb('o.locationId', 'in', locationIds.length > 0 ? locationIds : [0])]),
    ]);
  }

  /** Sales only: a return without receipt (a return order) counts as its refund, never as a sale. */
  private sales() {
    const eb = expressionBuilder<{ o: RetailSaleOrderTable }, 'o'>();
    return eb('o.kind', '=', sql.lit(SaleOrderKind.Sale));
  }

  async salesByDay(tenantId: number, seen: Seen, segment: DaySegment) {
    const day = this.dayOf('o.createTime', segment);
    const rows = await this.db
      .selectFrom('retailSaleOrder as o')
      .where(this.visible(tenantId, seen))
      .where(this.sales())
      .where('o.createTime', '>=', segment.from)
      .where('o.createTime', '<', segment.to)
      .select([
        day.as('day'),
        sql<number>`count(*)`.as('orders'),
        sql<number>`sum(o.amount)`.as('amount'),
        sql<number>`sum(o.total_qty)`.as('qty'),
      ])
      .groupBy(day)
      .execute();
    return rows.map((r) => ({
      day: num(r.day),
      orders: num(r.orders),
      amount: num(r.amount),
      qty: num(r.qty),
    }));
  }

  async refundsByDay(tenantId: number, seen: Seen, segment: DaySegment) {
    const day = this.dayOf('r.createTime', segment);
    const rows = await this.db
      .selectFrom('retailSaleRefund as r')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'r.orderId').onRef('o.tenantId', '=', 'r.tenantId'),
      )
      .where(this.visible(tenantId, seen))
      .where('r.tenantId', '=', tenantId)
      .where('r.createTime', '>=', segment.from)
      .where('r.createTime', '<', segment.to)
      .select([day.as('day'), sql<number>`sum(r.amount)`.as('amount'), sql<number>`sum(r.qty)`.as('qty')])
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: num(r.day), amount: num(r.amount), qty: num(r.qty) }));
  }

  async paymentsByMethod(tenantId: number, seen: Seen, window: Window) {
    const rows = await this.db
      .selectFrom('retailSalePayment as p')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'p.orderId').onRef('o.tenantId', '=', 'p.tenantId'),
      )
      .where(this.visible(tenantId, seen))
      .where('p.tenantId', '=', tenantId)
      .where('p.createTime', '>=', window.from)
      .where('p.createTime', '<', window.to)
      .select(['p.method', sql<number>`sum(p.amount)`.as('amount')])
      .groupBy('p.method')
      .execute();
    return rows.map((r) => ({ method: r.method, amount: num(r.amount) }));
  }

  async salesByStaff(tenantId: number, seen: Seen, window: Window) {
    const rows = await this.db
      .selectFrom('retailSaleOrder as o')
      .where(this.visible(tenantId, seen))
      .where(this.sales())
      .where('o.createTime', '>=', window.from)
      .where('o.createTime', '<', window.to)
      .select([
        'o.createUserId as userId',
        sql<string>`max(o.create_user_name)`.as('userName'),
        sql<number>`count(*)`.as('orders'),
        sql<number>`sum(o.amount)`.as('amount'),
        sql<number>`sum(o.total_qty)`.as('qty'),
      ])
      .groupBy('o.createUserId')
      .execute();
    return rows.map((r) => ({
      userId: r.userId,
      userName: r.userName,
      orders: num(r.orders),
      amount: num(r.amount),
      qty: num(r.qty),
    }));
  }

  async refundsByStaff(tenantId: number, seen: Seen, window: Window) {
    const rows = await this.db
      .selectFrom('retailSaleRefund as r')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'r.orderId').onRef('o.tenantId', '=', 'r.tenantId'),
      )
      .where(this.visible(tenantId, seen))
      .where('r.tenantId', '=', tenantId)
      .where('r.createTime', '>=', window.from)
      .where('r.createTime', '<', window.to)
      .select([
        'r.createUserId as userId',
        sql<string>`max(r.create_user_name)`.as('userName'),
        sql<number>`sum(r.amount)`.as('amount'),
      ])
      .groupBy('r.createUserId')
      .execute();
    return rows.map((r) => ({ userId: r.userId, userName: r.userName, amount: num(r.amount) }));
  }

  /** Lines sold in the window, summed per goods or per category. */
  async lineSales(
    tenantId: number,
    seen: Seen,
    window: Window,
    by: 'goodsId' | 'categoryId',
  ): Promise<GoodsSums[]> {
    const key = by === 'goodsId' ? 'l.goodsId' : 'l.categoryId';
    const rows = await this.db
      .selectFrom('retailSaleOrderLine as l')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'l.orderId').onRef('o.tenantId', '=', 'l.tenantId'),
      )
      .where(this.visible(tenantId, seen))
      .where(this.sales())
      .where('l.tenantId', '=', tenantId)
      .where('o.createTime', '>=', window.from)
      .where('o.createTime', '<', window.to)
      .select([
        `${key} as key`,
        sql<number>`sum(l.qty)`.as('qty'),
        sql<number>`sum(l.amount)`.as('amount'),
        sql<number>`sum(l.qty * l.cost_price)`.as('cost'),
      ])
      .groupBy(key)
      .execute();
    return rows.map((r) => ({
      key: r.key as number | null,
      qty: num(r.qty),
      amount: num(r.amount),
      cost: num(r.cost),
    }));
  }

  /** Units and money given back in the window, summed per goods or per category of the refunded lines. */
  async lineRefunds(
    tenantId: number,
    seen: Seen,
    window: Window,
    by: 'goodsId' | 'categoryId',
  ): Promise<GoodsSums[]> {
    const key = by === 'goodsId' ? 'l.goodsId' : 'l.categoryId';
    const rows = await this.db
      .selectFrom('retailSaleRefundLine as rl')
      .innerJoin('retailSaleRefund as r', (j) =>
        j.onRef('r.id', '=', 'rl.refundId').onRef('r.tenantId', '=', 'rl.tenantId'),
      )
      .innerJoin('retailSaleOrderLine as l', (j) =>
        j.onRef('l.id', '=', 'rl.orderLineId').onRef('l.tenantId', '=', 'rl.tenantId'),
      )
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'r.orderId').onRef('o.tenantId', '=', 'r.tenantId'),
      )
      .where(this.visible(tenantId, seen))
      .where('rl.tenantId', '=', tenantId)
      .where('r.createTime', '>=', window.from)
      .where('r.createTime', '<', window.to)
      .select([
        `${key} as key`,
        sql<number>`sum(rl.qty)`.as('qty'),
        sql<number>`sum(rl.amount)`.as('amount'),
        sql<number>`sum(rl.qty * l.cost_price)`.as('cost'),
      ])
      .groupBy(key)
      .execute();
    return rows.map((r) => ({
      key: r.key as number | null,
      qty: num(r.qty),
      amount: num(r.amount),
      cost: num(r.cost),
    }));
  }

  /** Sales and refunds per member in the window. */
  async memberSums(tenantId: number, seen: Seen, window: Window) {
    const sales = await this.db
      .selectFrom('retailSaleOrder as o')
      .where(this.visible(tenantId, seen))
      .where(this.sales())
      .where('o.vipId', 'is not', null)
      .where('o.createTime', '>=', window.from)
      .where('o.createTime', '<', window.to)
      .select([
        'o.vipId as key',
        sql<number>`count(*)`.as('orders'),
        sql<number>`sum(o.amount)`.as('amount'),
        sql<number>`sum(o.total_qty)`.as('qty'),
      ])
      .groupBy('o.vipId')
      .execute();
    const refunds = await this.db
      .selectFrom('retailSaleRefund as r')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'r.orderId').onRef('o.tenantId', '=', 'r.tenantId'),
      )
      .where(this.visible(tenantId, seen))
      .where('o.vipId', 'is not', null)
      .where('r.createTime', '>=', window.from)
      .where('r.createTime', '<', window.to)
      .select(['o.vipId as key', sql<number>`sum(r.amount)`.as('amount'), sql<number>`sum(r.qty)`.as('qty')])
      .groupBy('o.vipId')
      .execute();
    return {
      sales: sales.map((r) => ({
        key: r.key as number,
        orders: num(r.orders),
        amount: num(r.amount),
        qty: num(r.qty),
      })),
      refunds: refunds.map((r) => ({ key: r.key as number, amount: num(r.amount), qty: num(r.qty) })),
    };
  }

  goods(tenantId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('retailGoods as g')
      .leftJoin('retailCategory as c', (j) =>
        j.onRef('c.id', '=', 'g.categoryId').onRef('c.tenantId', '=', 'g.tenantId'),
      )
      .select(['g.id', 'g.code', 'g.name', 'g.categoryId', 'c.name as categoryName'])
      .where('g.tenantId', '=', tenantId)
      .where('g.id', 'in', ids)
      .execute();
  }

  categories(tenantId: number) {
    return this.db
      .selectFrom('retailCategory')
      .select(['id', 'name', 'pid'])
      .where('tenantId', '=', tenantId)
      .execute();
  }

  members(tenantId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('retailVip')
      .select(['id', 'cardNo', 'name', 'mobile', 'level'])
      .where('tenantId', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  }
}
