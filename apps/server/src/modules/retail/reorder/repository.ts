import type { ReorderFilter, ReorderPageInput } from '@retail/contracts/api/retail/purchase';
import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { OPEN_STATUSES } from '../purchase-order/service.ts';
import { liveBarcodes } from '../shared/document-queries.ts';

const SORT = {
  sortable: {
    barcode: 'r.barcode',
    goodsCode: 'r.goodsCode',
    goodsName: 'r.goodsName',
    supplierName: 'r.supplierName',
    qty: 'r.qty',
    onOrder: 'r.onOrder',
    minQty: 'r.minQty',
    maxQty: 'r.maxQty',
    suggestQty: 'r.suggestQty',
  },
  defaultSort: [
    ['r.goodsCode', 'asc'],
    ['r.barcode', 'asc'],
  ] as Array<[string, 'asc' | 'desc']>,
  tiebreaker: 'r.stockId',
};

/**
 * Reorder levels and suggestions over the stock counters of one location: each counter with its goods, the
 * goods' supplier, what is on order there (approved or partly received orders, not yet received), the suggested
 * quantity (max − qty − on order once qty + on order ≤ min) and the last purchase cost.
 */
export class ReorderRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private rows(
    tenantId: number,
    locationId: number,
    filter: Omit<ReorderFilter, 'locationId'> & { barcodeIds?: number[] },
  ) {
    const onOrder = this.db
      .selectFrom('retailPurchaseOrderLine as pl')
      .innerJoin('retailPurchaseOrder as po', (j) =>
        j.onRef('po.id', '=', 'pl.orderId').onRef('po.tenantId', '=', 'pl.tenantId'),
      )
      .select(['pl.barcodeId', sql<number>`sum(pl.qty - pl.qty_received)`.as('openQty')])
      .where('pl.tenantId', '=', tenantId)
      .where('po.tenantId', '=', tenantId)
      .where('po.locationId', '=', locationId)
      .where('po.status', 'in', OPEN_STATUSES)
      .where('po.isDelete', '=', 0)
      .groupBy('pl.barcodeId')
      .as('oo');
    const open = sql<number>`coalesce(${sql.ref('oo.openQty')}, 0)`;
    const [qty, min, max] = [sql.ref('s.qty'), sql.ref('s.minQty'), sql.ref('s.maxQty')];
    let inner = this.db
      .selectFrom('retailStock as s')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 's.barcodeId').on('b.tenantId', '=', tenantId),
      )
      .innerJoin('retailGoods as g', (j) => j.onRef('g.id', '=', 'b.goodsId').on('g.tenantId', '=', tenantId))
      .leftJoin('retailSupplier as sp', (j) =>
        j.onRef('sp.id', '=', 'g.supplierId').on('sp.tenantId', '=', tenantId),
      )
      .leftJoin(onOrder, (j) => j.onRef('oo.barcodeId', '=', 's.barcodeId'))
      .select((eb) => [
        's.id as stockId',
        's.barcodeId',
        'b.barcode',
        'b.goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'b.color',
        'b.size',
        'g.unit',
        'g.supplierId',
        'sp.name as supplierName',
        's.locationId',
        's.qty',
        's.minQty',
        's.maxQty',
        'g.costPrice',
        open.as('onOrder'),
        sql<number>`case when ${min} is not null and ${max} is not null and ${qty} + ${open} <= ${min}
          then ${max} - ${qty} - ${open} else 0 end`.as('suggestQty'),
        eb
          .selectFrom('retailPurchaseReceiptLine as rl')
          .select('rl.unitCost')
          .where('rl.tenantId', '=', tenantId)
          .whereRef('rl.barcodeId', '=', 's.barcodeId')
          .orderBy('rl.id', 'desc')
          .limit(1)
          .as('lastCost'),
      ])
      .where('s.tenantId', '=', tenantId)
      .where('s.locationId', '=', locationId)
      .where('b.isDelete', '=', 0)
      .where('g.isDelete', '=', 0);
    const { keyword } = filter;
    if (keyword) {
      inner = inner.where((eb) =>
        eb.or(['b.barcode', 'g.code', 'g.name'].map((c) => containsText(this.dbType, c, keyword))),
      );
    }
    if (filter.supplierId) inner = inner.where('g.supplierId', '=', filter.supplierId);
    if (filter.barcodeIds) inner = inner.where('s.barcodeId', 'in', filter.barcodeIds);
    let query = this.db.selectFrom(inner.as('r')).selectAll('r');
    if (!filter.all) query = query.where('r.suggestQty', '>', 0);
    return query;
  }

  page(tenantId: number, locationId: number, input: ReorderPageInput, maxPageSize: number) {
    return paginate(this.rows(tenantId, locationId, input), input, { ...SORT, maxPageSize });
  }

  list(tenantId: number, locationId: number, filter: ReorderFilter, limit: number) {
    return this.rows(tenantId, locationId, filter)
      .orderBy('r.goodsCode')
      .orderBy('r.barcode')
      .orderBy('r.stockId')
      .limit(limit)
      .execute();
  }

  /** The rows of these barcodes at the location (stocked there), suggestions or not. */
  forBarcodes(tenantId: number, locationId: number, barcodeIds: number[]) {
    if (barcodeIds.length === 0) return Promise.resolve([]);
    return this.rows(tenantId, locationId, { all: true, barcodeIds }).execute();
  }

  /** Live barcodes by code, with their goods' supplier and cost price. */
  barcodes(tenantId: number, codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return liveBarcodes(this.db, tenantId, codes).select(['g.supplierId', 'g.costPrice']).execute();
  }

  async setLevels(
    trx: Trx,
    tenantId: number,
    locationId: number,
    barcodeId: number,
    levels: { minQty: number | null; maxQty: number | null },
  ): Promise<void> {
    // the levels are not a stock movement: the counter's update time stays
    await trx
      .updateTable('retailStock')
      .set({ minQty: levels.minQty, maxQty: levels.maxQty })
      .where('tenantId', '=', tenantId)
      .where('locationId', '=', locationId)
      .where('barcodeId', '=', barcodeId)
      .execute();
  }
}

export type ReorderRow = Awaited<ReturnType<ReorderRepository['forBarcodes']>>[number];
