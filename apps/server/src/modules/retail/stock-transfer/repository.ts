import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeSql } from '../../system/access/data-scope.ts';
import { DocumentRepository, filterDocuments, liveBarcodes, type Range } from '../shared/document-queries.ts';
import type {
  TransferFilter,
  TransferPageInput,
  TransitPageInput,
} from '@retail/contracts/api/retail/stock-transfer';

/**
 * Who sees a transfer: the maker's data scope (org of the maker, or own rows), and staff whose own location is
 * either end of it.
 */
export interface Visibility {
  scope: Scope;
  ownLocation: number;
}

const headerColumns = [
  't.id',
  't.no',
  't.status',
  't.orgId',
  't.fromLocationId',
  'fo.name as fromLocationName',
  't.toLocationId',
  'tl.name as toLocationName',
  't.totalQty',
  't.shippedQty',
  't.receivedQty',
  't.differenceQty',
  't.totalCost',
  't.remark',
  't.closeReason',
  't.shipTime',
  't.shipUserName',
  't.receiveTime',
  't.receiveUserName',
  't.closeTime',
  't.closeUserName',
  't.createTime',
  't.createUserId',
  't.createUserName',
  't.updateTime',
] as const;

/** In transit, per line or summed: shipped − received − difference. */
const inTransitSql = sql<number>`t.shipped_qty - t.received_qty - t.difference_qty`;

/** Stock transfers and their lines; every query takes the tenant first, reads also the visibility. */
export class StockTransferRepository extends DocumentRepository<
  'retailStockTransfer',
  'retailStockTransferLine'
> {
  constructor(db: Db, dbType: DbType) {
    super(db, dbType, {
      header: 'retailStockTransfer',
      lines: 'retailStockTransferLine',
      parent: 'transferId',
    });
  }

  private visible(seen: Visibility) {
    return sql<boolean>`(${scopeSql(seen.scope, 't.orgId', 't.createUserId')} or t.from_location_id = ${seen.ownLocation} or t.to_location_id = ${seen.ownLocation})`;
  }

  private headers(tenantId: number, seen: Visibility) {
    return this.db
      .selectFrom('retailStockTransfer as t')
      .leftJoin('sysOrg as fo', (j) =>
        j.onRef('fo.id', '=', 't.fromLocationId').onRef('fo.tenantId', '=', 't.tenantId'),
      )
      .leftJoin('sysOrg as tl', (j) =>
        j.onRef('tl.id', '=', 't.toLocationId').onRef('tl.tenantId', '=', 't.tenantId'),
      )
      .select(headerColumns)
      .select(inTransitSql.as('inTransitQty'))
      .where('t.tenantId', '=', tenantId)
      .where('t.isDelete', '=', 0)
      .where(this.visible(seen));
  }

  private filtered(tenantId: number, seen: Visibility, filter: TransferFilter, range: Range) {
    const equal = {
      status: filter.status,
      fromLocationId: filter.fromLocationId,
      toLocationId: filter.toLocationId,
    };
    const headers = this.headers(tenantId, seen);
    return filterDocuments(headers, this.dbType, tenantId, 't', filter, equal, range, this.documentLines);
  }

  page(tenantId: number, seen: Visibility, input: TransferPageInput, range: Range, maxPageSize: number) {
    return paginate(this.filtered(tenantId, seen, input, range), input, {
      sortable: {
        no: 't.no',
        status: 't.status',
        createTime: 't.createTime',
        shipTime: 't.shipTime',
        receiveTime: 't.receiveTime',
        totalQty: 't.totalQty',
        inTransitQty: 'inTransitQty',
      },
      defaultSort: [['t.createTime', 'desc']],
      tiebreaker: 't.id',
      maxPageSize,
    });
  }

  /** The filtered transfers for an export, newest first, at most `limit`. */
  list(tenantId: number, seen: Visibility, filter: TransferFilter, range: Range, limit: number) {
    return this.filtered(tenantId, seen, filter, range)
      .orderBy('t.createTime', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, seen: Visibility, id: number) {
    return this.headers(tenantId, seen).where('t.id', '=', id).executeTakeFirst();
  }

  lines(tenantId: number, transferId: number, trx: Trx | Db = this.db) {
    return trx
      .selectFrom('retailStockTransferLine as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
      )
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'l.goodsId').onRef('g.tenantId', '=', 'l.tenantId'),
      )
      .select([
        'l.id',
        'l.lineNo',
        'l.barcodeId',
        'b.barcode',
        'l.goodsId',
        'g.name as goodsName',
        'g.code as goodsCode',
        'b.color',
        'b.size',
        'l.qty',
        'l.qtyShipped',
        'l.qtyReceived',
        'l.qtyDifference',
        'l.unitCost',
        'l.remark',
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.transferId', '=', transferId)
      .orderBy('l.lineNo')
      .execute();
  }

  /** Live barcodes of the tenant (any sale status: stock moves regardless). */
  barcodes(tenantId: number, codes: string[]) {
    return liveBarcodes(this.db, tenantId, codes).execute();
  }

  /** The header's counters and status as stored now (inside the transaction that changed them). */
  state(trx: Trx, tenantId: number, id: number) {
    return trx
      .selectFrom('retailStockTransfer')
      .select(['status', 'fromLocationId', 'shippedQty', 'receivedQty', 'differenceQty'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Ship: every line sends its planned quantity at the given unit cost. */
  async shipLine(trx: Trx, tenantId: number, lineId: number, qty: number, unitCost: number) {
    await trx
      .updateTable('retailStockTransferLine')
      .set({ qtyShipped: qty, unitCost })
      .where('tenantId', '=', tenantId)
      .where('id', '=', lineId)
      .execute();
  }

  /**
   * Adds a receipt to a line unless it would exceed what is on its way (one conditional UPDATE, atomic on every
   * database); false when it would.
   */
  async receiveLine(trx: Trx, tenantId: number, transferId: number, lineId: number, qty: number) {
    const result = await trx
      .updateTable('retailStockTransferLine')
      .set({ qtyReceived: sql`qty_received + ${qty}` })
      .where('tenantId', '=', tenantId)
      .where('transferId', '=', transferId)
      .where('id', '=', lineId)
      .where(sql<boolean>`qty_received + ${qty} + qty_difference <= qty_shipped`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Close: what is still on its way on every line becomes its difference. */
  async writeOffLines(trx: Trx, tenantId: number, transferId: number) {
    await trx
      .updateTable('retailStockTransferLine')
      .set({ qtyDifference: sql`qty_shipped - qty_received` })
      .where('tenantId', '=', tenantId)
      .where('transferId', '=', transferId)
      .execute();
  }

  /** Barcodes in transit per destination, over the transfers the caller sees. */
  private transit(tenantId: number, seen: Visibility, filter: TransitPageInput) {
    const qty = sql<number>`sum(l.qty_shipped - l.qty_received - l.qty_difference)`;
    let query = this.db
      .selectFrom('retailStockTransferLine as l')
      .innerJoin('retailStockTransfer as t', (j) =>
        j.onRef('t.id', '=', 'l.transferId').on('t.tenantId', '=', tenantId),
      )
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').on('b.tenantId', '=', tenantId),
      )
      .innerJoin('retailGoods as g', (j) => j.onRef('g.id', '=', 'l.goodsId').on('g.tenantId', '=', tenantId))
      .leftJoin('sysOrg as tl', (j) =>
        j.onRef('tl.id', '=', 't.toLocationId').on('tl.tenantId', '=', tenantId),
      )
      .where('l.tenantId', '=', tenantId)
      .where('t.isDelete', '=', 0)
      .where(sql<boolean>`l.qty_shipped - l.qty_received - l.qty_difference > 0`)
      .where(this.visible(seen));
    if (filter.toLocationId) query = query.where('t.toLocationId', '=', filter.toLocationId);
    if (filter.fromLocationId) query = query.where('t.fromLocationId', '=', filter.fromLocationId);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText(this.dbType, 'b.barcode', keyword),
          containsText(this.dbType, 'g.code', keyword),
          containsText(this.dbType, 'g.name', keyword),
        ]),
      );
    }
    return query
      .select([
        't.toLocationId',
        'tl.name as toLocationName',
        'l.barcodeId',
        'b.barcode',
        'l.goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'b.color',
        'b.size',
        qty.as('qty'),
        sql<number>`sum((l.qty_shipped - l.qty_received - l.qty_difference) * coalesce(l.unit_cost, 0))`.as(
          'cost',
        ),
        sql<number>`count(distinct t.id)`.as('transferCount'),
      ])
      .groupBy([
        't.toLocationId',
        'tl.name',
        'l.barcodeId',
        'b.barcode',
        'l.goodsId',
        'g.code',
        'g.name',
        'b.color',
        'b.size',
      ]);
  }

  transitPage(tenantId: number, seen: Visibility, input: TransitPageInput, maxPageSize: number) {
    const query = this.transit(tenantId, seen, input);
    const count = this.db.selectFrom(query.as('x')).select(sql<number>`count(*)`.as('total'));
    return paginate(
      query,
      input,
      {
        sortable: {
          toLocationName: 'tl.name',
          barcode: 'b.barcode',
          goodsCode: 'g.code',
          goodsName: 'g.name',
          qty: 'qty',
        },
        defaultSort: [
          ['tl.name', 'asc'],
          ['b.barcode', 'asc'],
        ],
        tiebreaker: 'l.barcodeId',
        maxPageSize,
      },
      count,
    );
  }
}

export type TransferRow = NonNullable<Awaited<ReturnType<StockTransferRepository['find']>>>;
export type TransferLineRow = Awaited<ReturnType<StockTransferRepository['lines']>>[number];
