import { SaleOrderKind } from '@retail/contracts';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type {
  RetailSaleOrderLineTable,
  RetailSaleOrderTable,
  RetailSalePaymentTable,
} from '../../../db/schema-retail-docs.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
import type { SaleOrderPageInput } from '@retail/contracts/api/retail/sale-order';

/** A barcode with its goods, as a sale needs it. */
export interface SellableBarcode {
  barcodeId: number;
  barcode: string;
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  categoryId: number | null;
  color: string | null;
  size: string | null;
  barcodeRetailPrice: number | null;
  barcodeMemberPrice: number | null;
  retailPrice: number;
  memberPrice: number;
  costPrice: number;
  barcodeStatus: number;
  goodsStatus: number;
}

const orderColumns = [
  'o.id',
  'o.no',
  'o.clientKey',
  'o.status',
  'o.orgId',
  'o.vipId',
  'v.name as vipName',
  'v.cardNo as vipCardNo',
  'v.mobile as vipMobile',
  'o.totalQty',
  'o.listAmount',
  'o.lineDiscount',
  'o.orderDiscount',
  'o.amount',
  'o.costAmount',
  'o.refundQty',
  'o.refundAmount',
  'o.points',
  'o.remark',
  'o.createTime',
  'o.createUserName',
  'o.kind',
  'o.cashTendered',
  'o.cashChange',
] as const;

/** Queries of sales orders, their lines, payments and refunds; tenant first in every method. */
export class SaleOrderRepository {
  constructor(
    readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** Live barcodes of the tenant among these codes, with their goods. */
  sellable(trx: Trx, tenantId: number, codes: string[]): Promise<SellableBarcode[]> {
    return trx
      .selectFrom('retailBarcode as b')
      .innerJoin('retailGoods as g', 'g.id', 'b.goodsId')
      .select([
        'b.id as barcodeId',
        'b.barcode',
        'g.id as goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'g.categoryId',
        'b.color',
        'b.size',
        'b.retailPrice as barcodeRetailPrice',
        'b.memberPrice as barcodeMemberPrice',
        'g.retailPrice',
        'g.memberPrice',
        'g.costPrice',
        'b.status as barcodeStatus',
        'g.status as goodsStatus',
      ])
      .where('b.tenantId', '=', tenantId)
      .where('g.tenantId', '=', tenantId)
      .where('b.isDelete', '=', 0)
      .where('g.isDelete', '=', 0)
      .where('b.barcode', 'in', codes)
      .execute();
  }

  liveVip(trx: Trx | Db, tenantId: number, vipId: number) {
    return trx
      .selectFrom('retailVip')
      .select(['id', 'cardNo', 'name', 'mobile', 'status'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', vipId)
      .where('isDelete', '=', 0)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  /** The order already made with a client key, and the fingerprint of the body it came with. */
  byClientKey(
    tenantId: number,
    clientKey: string,
    db: Db | Trx = this.db,
  ): Promise<{ id: number; clientHash: string | null } | undefined> {
    return db
      .selectFrom('retailSaleOrder')
      .select(['id', 'clientHash'])
      .where('tenantId', '=', tenantId)
      .where('clientKey', '=', clientKey)
      .executeTakeFirst();
  }

  async insert(
    trx: Trx,
    order: Insertable<RetailSaleOrderTable>,
    lines: Insertable<RetailSaleOrderLineTable>[],
    payments: Insertable<RetailSalePaymentTable>[],
  ): Promise<void> {
    await trx.insertInto('retailSaleOrder').values(order).execute();
    await trx.insertInto('retailSaleOrderLine').values(lines).execute();
    // a return without receipt is paid nothing: its money goes out with its refund
    if (payments.length > 0) await trx.insertInto('retailSalePayment').values(payments).execute();
  }

  /** What one unit of a barcode was paid on its most recent sale line in the tenant (after discounts), fen. */
  async lastSaleUnitPrice(trx: Trx, tenantId: number, barcodeId: number): Promise<number | undefined> {
    const line = await trx
      .selectFrom('retailSaleOrderLine as l')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'l.orderId').onRef('o.tenantId', '=', 'l.tenantId'),
      )
      .select(['l.qty', 'l.amount'])
      .where('l.tenantId', '=', tenantId)
      .where('l.barcodeId', '=', barcodeId)
      .where('o.kind', '=', SaleOrderKind.Sale)
      .where('o.isDelete', '=', 0)
      .orderBy('o.createTime', 'desc')
      .orderBy('l.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return line ? Math.floor(Number(line.amount) / Number(line.qty)) : undefined;
  }

  private scoped(tenantId: number, scope: Scope) {
    return this.db
      .selectFrom('retailSaleOrder as o')
      .leftJoin('retailVip as v', (join) =>
        join.onRef('v.id', '=', 'o.vipId').onRef('v.tenantId', '=', 'o.tenantId'),
      )
      .where('o.tenantId', '=', tenantId)
      .where('o.isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 'o.orgId', 'o.createUserId'));
  }

  page(
    tenantId: number,
    scope: Scope,
    input: SaleOrderPageInput,
    range: { from?: number; to?: number },
    maxPageSize: number,
  ) {
    let query = this.scoped(tenantId, scope).select(orderColumns);
    if (input.no) query = query.where(containsText(this.dbType, 'o.no', input.no));
    if (input.status) query = query.where('o.status', '=', input.status);
    if (input.kind) query = query.where('o.kind', '=', input.kind);
    if (range.from !== undefined) query = query.where('o.createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('o.createTime', '<=', range.to);
    if (input.cashier) query = query.where(containsText(this.dbType, 'o.createUserName', input.cashier));
    const vipKeyword = input.vipKeyword;
    if (vipKeyword) {
      query = query.where((eb) =>
        eb.or([
          eb('v.mobile', '=', vipKeyword),
          eb('v.cardNo', '=', vipKeyword),
          containsText(this.dbType, 'v.name', vipKeyword),
        ]),
      );
    }
    const barcode = input.barcode;
    if (barcode) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('retailSaleOrderLine as l')
            .select('l.id')
            .whereRef('l.orderId', '=', 'o.id')
            .where('l.tenantId', '=', tenantId)
            .where('l.barcode', '=', barcode),
        ),
      );
    }
    return paginate(query, input, {
      sortable: {
        no: 'o.no',
        createTime: 'o.createTime',
        amount: 'o.amount',
        totalQty: 'o.totalQty',
        status: 'o.status',
      },
      defaultSort: [['o.createTime', 'desc']],
      tiebreaker: 'o.id',
      maxPageSize,
    });
  }

  findVisible(tenantId: number, scope: Scope, id: number) {
    return this.scoped(tenantId, scope).select(orderColumns).where('o.id', '=', id).executeTakeFirst();
  }

  lines(trx: Trx | Db, tenantId: number, orderId: number) {
    return trx
      .selectFrom('retailSaleOrderLine')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .orderBy('lineNo')
      .execute();
  }

  payments(trx: Trx | Db, tenantId: number, orderId: number) {
    return trx
      .selectFrom('retailSalePayment')
      .select(['method', 'amount', 'refundId', 'createTime'])
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** The methods each of these orders was paid with (its sale payments, not refunds), for exports. */
  async payMethods(tenantId: number, orderIds: number[]): Promise<Map<number, number[]>> {
    const methods = new Map<number, number[]>();
    for (let i = 0; i < orderIds.length; i += 1000) {
      const rows = await this.db
        .selectFrom('retailSalePayment')
        .select(['orderId', 'method'])
        .where('tenantId', '=', tenantId)
        .where('orderId', 'in', orderIds.slice(i, i + 1000))
        .where('refundId', 'is', null)
        .orderBy('id')
        .execute();
      for (const { orderId, method } of rows) {
        const list = methods.get(orderId) ?? [];
        if (!list.includes(method)) methods.set(orderId, [...list, method]);
      }
    }
    return methods;
  }

  refunds(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('retailSaleRefund')
      .select(['id', 'no', 'kind', 'qty', 'amount', 'reason', 'refundMethod', 'createTime', 'createUserName'])
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** The order a refund document belongs to. */
  refundOrderId(tenantId: number, refundId: number) {
    return this.db
      .selectFrom('retailSaleRefund')
      .select('orderId')
      .where('tenantId', '=', tenantId)
      .where('id', '=', refundId)
      .executeTakeFirst();
  }

  /** The lines a refund document gave back, with what each was. */
  refundLines(tenantId: number, refundId: number) {
    return this.db
      .selectFrom('retailSaleRefundLine as rl')
      .innerJoin('retailSaleOrderLine as l', (j) =>
        j.onRef('l.id', '=', 'rl.orderLineId').onRef('l.tenantId', '=', 'rl.tenantId'),
      )
      .select(['l.goodsName', 'l.barcode', 'l.color', 'l.size', 'rl.qty', 'rl.amount'])
      .where('rl.tenantId', '=', tenantId)
      .where('rl.refundId', '=', refundId)
      .orderBy('l.lineNo')
      .execute();
  }

  /** Member totals after a sale or a refund, in the same transaction. */
  async addToMember(
    trx: Trx,
    tenantId: number,
    vipId: number,
    change: { orders: number; consume: number; points: number; visit?: number },
  ) {
    await trx
      .updateTable('retailVip')
      .set({
        orderCount: sql`order_count + ${change.orders}`,
        totalConsume: sql`total_consume + ${change.consume}`,
        points: sql`case when points + ${change.points} < 0 then 0 else points + ${change.points} end`,
        ...(change.visit ? { lastVisitTime: change.visit } : {}),
      })
      .where('tenantId', '=', tenantId)
      .where('id', '=', vipId)
      .execute();
  }
}
