import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageInput, paginate, type SortDirection } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
import type { StockFilter } from '@retail/contracts/api/retail/barcode-stock';

export type StockQueryFilter = Omit<Partial<StockFilter>, 'categoryId'> & {
  categoryIds?: number[] | undefined;
};

/** A log filter with its times already turned into epoch milliseconds [from, to). */
export interface StockLogQueryFilter {
  barcode?: string | undefined;
  goodsId?: number | null | undefined;
  barcodeId?: number | null | undefined;
  kind?: number | null | undefined;
  sourceNo?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

const STOCK_SORT = {
  sortable: {
    barcode: 'b.barcode',
    goodsCode: 'g.code',
    goodsName: 'g.name',
    qty: 's.qty',
    minStock: 'g.minStock',
    retailPrice: 'g.retailPrice',
    updateTime: 's.updateTime',
  },
  defaultSort: [
    ['g.code', 'asc'],
    ['b.barcode', 'asc'],
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
      .select([
        's.id',
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
    const { keyword } = filter;
    if (keyword) {
      query = query.where((eb) =>
        eb.or(['b.barcode', 'g.code', 'g.name'].map((c) => containsText(this.dbType, c, keyword))),
      );
    }
    if (filter.categoryIds) query = query.where('g.categoryId', 'in', filter.categoryIds);
    if (filter.lowStock) query = query.whereRef('s.qty', '<=', 'g.minStock');
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
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }

  /**
   * Log rows of the tenant. Rows of org-owned documents (org set) follow the caller's data scope like the
   * documents themselves; rows without an org are visible to everyone who may read the log.
   */
  private log(tenantId: number, scope: Scope, filter: StockLogQueryFilter) {
    let query = this.db
      .selectFrom('retailStockLog as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').on('b.tenantId', '=', tenantId),
      )
      .innerJoin('retailGoods as g', (j) => j.onRef('g.id', '=', 'l.goodsId').on('g.tenantId', '=', tenantId))
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
        'l.remark',
        'l.createUserName',
        'l.createTime',
      ])
      .where('l.tenantId', '=', tenantId)
      .where((eb) =>
        eb.or([eb('l.orgId', 'is', null), scopeCondition(eb, scope, 'l.orgId', 'l.createUserId') as never]),
      );
    if (filter.barcode) query = query.where(containsText(this.dbType, 'b.barcode', filter.barcode));
    if (filter.goodsId) query = query.where('l.goodsId', '=', filter.goodsId);
    if (filter.barcodeId) query = query.where('l.barcodeId', '=', filter.barcodeId);
    if (filter.kind) query = query.where('l.kind', '=', filter.kind);
    if (filter.sourceNo) query = query.where(containsText(this.dbType, 'l.sourceNo', filter.sourceNo));
    if (filter.from !== undefined) query = query.where('l.createTime', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('l.createTime', '<', filter.to);
    return query;
  }

  logPage(
    tenantId: number,
    scope: Scope,
    filter: StockLogQueryFilter,
    input: PageInput,
    maxPageSize: number,
  ) {
    return paginate(this.log(tenantId, scope, filter), input, { ...LOG_SORT, maxPageSize });
  }

  logList(tenantId: number, scope: Scope, filter: StockLogQueryFilter, limit: number) {
    return this.log(tenantId, scope, filter)
      .orderBy('l.createTime', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .execute();
  }
}
