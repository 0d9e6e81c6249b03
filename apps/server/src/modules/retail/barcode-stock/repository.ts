import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageInput, paginate, type SortDirection } from '../../../platform/http/paging.ts';
import type { StockFilter } from '@retail/contracts/api/retail/barcode-stock';

export type StockQueryFilter = Omit<Partial<StockFilter>, 'categoryId'> & {
  categoryIds?: number[] | undefined;
  /** the locations the caller may read; null: all */
  readable: number[] | null;
};

/** A log filter with its times already turned into epoch milliseconds [from, to). */
export interface StockLogQueryFilter {
  barcode?: string | undefined;
  goodsId?: number | null | undefined;
  barcodeId?: number | null | undefined;
  kind?: number | null | undefined;
  sourceNo?: string | undefined;
  locationId?: number | null | undefined;
  /** the locations the caller may read; null: all */
  readable: number[] | null;
  from?: number | undefined;
  to?: number | undefined;
}

const STOCK_SORT = {
  sortable: {
    barcode: 'b.barcode',
    goodsCode: 'g.code',
    goodsName: 'g.name',
    qty: 's.qty',
    avgCost: 's.avgCost',
    locationName: 'lo.name',
    minStock: 'g.minStock',
    retailPrice: 'g.retailPrice',
    updateTime: 's.updateTime',
  },
  defaultSort: [
    ['g.code', 'asc'],
    ['b.barcode', 'asc'],
    ['s.locationId', 'asc'],
  ] as Array<[string, SortDirection]>,
  tiebreaker: 's.id',
};

const LOG_SORT = {
  sortable: { createTime: 'l.createTime', delta: 'l.delta', barcode: 'b.barcode', kind: 'l.kind' },
  defaultSort: [['l.createTime', 'desc']] as Array<[string, SortDirection]>,
  tiebreaker: 'l.id',
};

/** Read-only queries over the stock counters and the stock log, joined with barcodes and goods. */
export class StockViewRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private stock(tenantId: number, filter: StockQueryFilter) {
    let query = this.db
      .selectFrom('retailStock as s')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 's.barcodeId').on('b.tenantId', '=', tenantId),
      )
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'b.goodsId').on('g.tenantId', '=', tenantId).on('g.isDelete', '=', 0),
      )
      .leftJoin('retailCategory as c', (j) =>
        j.onRef('c.id', '=', 'g.categoryId').on('c.tenantId', '=', tenantId).on('c.isDelete', '=', 0),
      )
      .leftJoin('sysOrg as lo', (j) => j.onRef('lo.id', '=', 's.locationId').on('lo.tenantId', '=', tenantId))
      .select([
        's.id',
        's.locationId',
        'lo.name as locationName',
        's.avgCost',
        's.minQty',
        's.maxQty',
        's.barcodeId',
        'b.barcode',
        'b.goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'g.categoryId',
        'c.name as categoryName',
        'b.color',
        'b.size',
        'g.unit',
        'g.costPrice',
        sql<number>`coalesce(b.retail_price, g.retail_price)`.as('retailPrice'),
        sql<number>`coalesce(b.member_price, g.member_price)`.as('memberPrice'),
        's.qty',
        'g.minStock',
        's.updateTime',
      ])
      .where('s.tenantId', '=', tenantId)
      .where('b.isDelete', '=', 0);
    if (filter.readable)
      query = query.where('s.locationId', 'in', filter.readable.length ? filter.readable : [0]);
    if (filter.locationId) query = query.where('s.locationId', '=', filter.locationId);
    const { keyword } = filter;
    if (keyword) {
      query = query.where((eb) =>
        eb.or(['b.barcode', 'g.code', 'g.name'].map((c) => containsText(this.dbType, c, keyword))),
      );
    }
    if (filter.categoryIds) query = query.where('g.categoryId', 'in', filter.categoryIds);
    if (filter.lowStock) query = query.where(sql<boolean>`s.qty <= coalesce(s.min_qty, g.min_stock)`);
    if (filter.zeroStock) query = query.where('s.qty', '=', 0);
    if (filter.negativeStock) query = query.where('s.qty', '<', 0);
    return query;
  }

  stockPage(tenantId: number, filter: StockQueryFilter, input: PageInput, maxPageSize: number) {
    return paginate(this.stock(tenantId, filter), input, { ...STOCK_SORT, maxPageSize });
  }

  stockList(tenantId: number, filter: StockQueryFilter, limit: number) {
    return this.stock(tenantId, filter)
      .orderBy('g.code')
      .orderBy('b.barcode')
      .orderBy('s.locationId')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }

  /** Log rows of the tenant at the locations the caller may read (issue 17: data scope by location). */
  private log(tenantId: number, filter: StockLogQueryFilter) {
    let query = this.db
      .selectFrom('retailStockLog as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').on('b.tenantId', '=', tenantId),
      )
      .innerJoin('retailGoods as g', (j) => j.onRef('g.id', '=', 'l.goodsId').on('g.tenantId', '=', tenantId))
      .leftJoin('sysOrg as lo', (j) => j.onRef('lo.id', '=', 'l.locationId').on('lo.tenantId', '=', tenantId))
      .select([
        'l.id',
        'l.barcodeId',
        'b.barcode',
        'l.goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'b.color',
        'b.size',
        'l.kind',
        'l.qtyBefore',
        'l.delta',
        'l.qtyAfter',
        'l.sourceType',
        'l.sourceId',
        'l.sourceNo',
        'l.sourceLineId',
        'l.orgId',
        'l.locationId',
        'lo.name as locationName',
        'l.unitCost',
        'l.avgCostAfter',
        'l.remark',
        'l.createUserName',
        'l.createTime',
      ])
      .where('l.tenantId', '=', tenantId);
    if (filter.readable)
      query = query.where('l.locationId', 'in', filter.readable.length ? filter.readable : [0]);
    if (filter.locationId) query = query.where('l.locationId', '=', filter.locationId);
    if (filter.barcode) query = query.where(containsText(this.dbType, 'b.barcode', filter.barcode));
    if (filter.goodsId) query = query.where('l.goodsId', '=', filter.goodsId);
    if (filter.barcodeId) query = query.where('l.barcodeId', '=', filter.barcodeId);
    if (filter.kind) query = query.where('l.kind', '=', filter.kind);
    if (filter.sourceNo) query = query.where(containsText(this.dbType, 'l.sourceNo', filter.sourceNo));
    if (filter.from !== undefined) query = query.where('l.createTime', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('l.createTime', '<', filter.to);
    return query;
  }

  logPage(tenantId: number, filter: StockLogQueryFilter, input: PageInput, maxPageSize: number) {
    return paginate(this.log(tenantId, filter), input, { ...LOG_SORT, maxPageSize });
  }

  logList(tenantId: number, filter: StockLogQueryFilter, limit: number) {
    return this.log(tenantId, filter)
      .orderBy('l.createTime', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .execute();
  }
}
