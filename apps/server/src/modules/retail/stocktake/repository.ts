import { type Insertable, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailStocktakeLineTable } from '../../../db/schema-retail-stocktake.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate, type PageInput } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
import {
  chunked,
  DocumentRepository,
  filterDocuments,
  liveBarcodes,
  type Range,
} from '../shared/document-queries.ts';
import type { StocktakeFilter } from '@retail/contracts/api/retail/stocktake';

const headerColumns = [
  's.id',
  's.no',
  's.status',
  's.orgId',
  's.locationId',
  'lo.name as locationName',
  's.categoryId',
  'c.name as categoryName',
  's.freezeTime',
  's.postedTime',
  's.postedUserName',
  's.uncounted',
  's.lineCount',
  's.countedCount',
  's.totalVarianceQty',
  's.totalVarianceValue',
  's.remark',
  's.createTime',
  's.createUserId',
  's.createUserName',
  's.updateTime',
  's.updateUserName',
] as const;

/** Rows per statement when a stocktake's lines are written or its barcodes looked up (bound-parameter limits). */
export const CHUNK = 500;

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  return chunked(items, size);
}

/** Stocktakes and their lines; every query takes the tenant first, reads of documents also the data scope. */
export class StocktakeRepository extends DocumentRepository<'retailStocktake', 'retailStocktakeLine'> {
  constructor(
    override readonly db: Db,
    dbType: DbType,
  ) {
    super(db, dbType, {
      header: 'retailStocktake',
      lines: 'retailStocktakeLine',
      parent: 'stocktakeId',
      lineChunk: CHUNK,
    });
  }

  private headers(tenantId: number, scope: Scope) {
    return this.db
      .selectFrom('retailStocktake as s')
      .leftJoin('sysOrg as lo', (j) =>
        j.onRef('lo.id', '=', 's.locationId').onRef('lo.tenantId', '=', 's.tenantId'),
      )
      .leftJoin('retailCategory as c', (j) =>
        j.onRef('c.id', '=', 's.categoryId').onRef('c.tenantId', '=', 's.tenantId'),
      )
      .select(headerColumns)
      .where('s.tenantId', '=', tenantId)
      .where('s.isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 's.orgId', 's.createUserId'));
  }

  private filtered(tenantId: number, scope: Scope, filter: StocktakeFilter, range: Range) {
    const equal = { status: filter.status, locationId: filter.locationId, categoryId: filter.categoryId };
    return filterDocuments(this.headers(tenantId, scope), this.dbType, tenantId, 's', filter, equal, range);
  }

  page(
    tenantId: number,
    scope: Scope,
    input: StocktakeFilter & PageInput,
    range: Range,
    maxPageSize: number,
  ) {
    return paginate(this.filtered(tenantId, scope, input, range), input, {
      sortable: {
        no: 's.no',
        status: 's.status',
        createTime: 's.createTime',
        freezeTime: 's.freezeTime',
        postedTime: 's.postedTime',
        lineCount: 's.lineCount',
        countedCount: 's.countedCount',
        totalVarianceQty: 's.totalVarianceQty',
        totalVarianceValue: 's.totalVarianceValue',
      },
      defaultSort: [['s.createTime', 'desc']],
      tiebreaker: 's.id',
      maxPageSize,
    });
  }

  /** The filtered stocktakes for an export, newest first, at most `limit`. */
  list(tenantId: number, scope: Scope, filter: StocktakeFilter, range: Range, limit: number) {
    return this.filtered(tenantId, scope, filter, range)
      .orderBy('s.createTime', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, scope: Scope, id: number) {
    return this.headers(tenantId, scope).where('s.id', '=', id).executeTakeFirst();
  }

  /** Live barcodes of live goods (of these categories when given), in goods-code and barcode order. */
  scopeBarcodes(tenantId: number, categoryIds: number[] | null) {
    let query = this.db
      .selectFrom('retailBarcode as b')
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'b.goodsId').onRef('g.tenantId', '=', 'b.tenantId'),
      )
      .select(['b.id as barcodeId', 'b.barcode', 'b.goodsId', 'g.costPrice'])
      .where('b.tenantId', '=', tenantId)
      .where('b.isDelete', '=', 0)
      .where('g.isDelete', '=', 0);
    if (categoryIds) query = query.where('g.categoryId', 'in', categoryIds);
    return query.orderBy('g.code').orderBy('b.barcode').orderBy('b.id').execute();
  }

  /** A live barcode by its code, with its goods' category and cost price. */
  barcodes(tenantId: number, codes: string[], trx: Trx | Db = this.db) {
    return liveBarcodes(trx, tenantId, codes).select(['g.categoryId', 'g.costPrice']).execute();
  }

  /**
   * The number of an open stocktake at the location (other than `exceptId`) holding a line of the scope: any line for
   * a whole-location scope, a line of goods in `categoryIds`, or the line of `barcodeId`.
   */
  async overlapping(
    tenantId: number,
    locationId: number,
    scope: { categoryIds?: number[] | null; barcodeId?: number; exceptId?: number },
    trx: Trx | Db = this.db,
  ): Promise<string | undefined> {
    let query = trx
      .selectFrom('retailStocktakeLine as l')
      .innerJoin('retailStocktake as s', (j) =>
        j.onRef('s.id', '=', 'l.stocktakeId').onRef('s.tenantId', '=', 'l.tenantId'),
      )
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'l.goodsId').onRef('g.tenantId', '=', 'l.tenantId'),
      )
      .select('s.no')
      .where('l.tenantId', '=', tenantId)
      .where('l.openLocationId', '=', locationId);
    if (scope.categoryIds) query = query.where('g.categoryId', 'in', scope.categoryIds);
    if (scope.barcodeId !== undefined) query = query.where('l.barcodeId', '=', scope.barcodeId);
    if (scope.exceptId !== undefined) query = query.where('l.stocktakeId', '<>', scope.exceptId);
    return (await query.limit(1).executeTakeFirst())?.no;
  }

  async insertLine(trx: Trx, line: Insertable<RetailStocktakeLineTable>): Promise<void> {
    await trx.insertInto('retailStocktakeLine').values(line).execute();
  }

  /** Moves the running totals of the header (inside the transaction that holds its row). */
  async addToTotals(
    trx: Trx,
    tenantId: number,
    id: number,
    by: { lines: number; counted: number; varianceQty: number; varianceValue: number },
  ): Promise<void> {
    await trx
      .updateTable('retailStocktake')
      .set({
        lineCount: sql`line_count + ${by.lines}`,
        countedCount: sql`counted_count + ${by.counted}`,
        totalVarianceQty: sql`total_variance_qty + ${by.varianceQty}`,
        totalVarianceValue: sql`total_variance_value + ${by.varianceValue}`,
      })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** The line of a barcode on a stocktake, as stored. */
  line(trx: Trx, tenantId: number, stocktakeId: number, barcodeId: number) {
    return trx
      .selectFrom('retailStocktakeLine')
      .select([
        'id',
        'lineNo',
        'barcodeId',
        'bookQty',
        'avgCost',
        'countedQty',
        'varianceQty',
        'varianceValue',
      ])
      .where('tenantId', '=', tenantId)
      .where('stocktakeId', '=', stocktakeId)
      .where('barcodeId', '=', barcodeId)
      .executeTakeFirst();
  }

  async lastLineNo(trx: Trx, tenantId: number, stocktakeId: number): Promise<number> {
    const row = await trx
      .selectFrom('retailStocktakeLine')
      .select(sql<number>`max(line_no)`.as('last'))
      .where('tenantId', '=', tenantId)
      .where('stocktakeId', '=', stocktakeId)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  /** Ends the lines' hold on their barcodes (posted or cancelled); posting also starts every movement at 0. */
  async closeLines(trx: Trx, tenantId: number, stocktakeId: number, posted: boolean): Promise<void> {
    await trx
      .updateTable('retailStocktakeLine')
      .set(posted ? { openLocationId: null, movementQty: 0 } : { openLocationId: null })
      .where('tenantId', '=', tenantId)
      .where('stocktakeId', '=', stocktakeId)
      .execute();
  }

  /** Every line of a stocktake with its barcode, in barcode order (the order the ledger locks counters in). */
  postingLines(trx: Trx, tenantId: number, stocktakeId: number) {
    return trx
      .selectFrom('retailStocktakeLine as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
      )
      .select(['l.id', 'l.barcodeId', 'b.barcode', 'l.bookQty', 'l.avgCost', 'l.countedQty'])
      .where('l.tenantId', '=', tenantId)
      .where('l.stocktakeId', '=', stocktakeId)
      .orderBy('l.barcodeId')
      .execute();
  }

  /**
   * A barcode's quantity at the location as its log stood before `time`: the sum of its log deltas there stamped
   * earlier (0 without history). The book of a barcode added to a count after its freeze.
   */
  async quantityBefore(
    trx: Trx,
    tenantId: number,
    locationId: number,
    barcodeId: number,
    time: number,
  ): Promise<number> {
    const row = await trx
      .selectFrom('retailStockLog')
      .select(sql<number>`coalesce(sum(delta), 0)`.as('qty'))
      .where('tenantId', '=', tenantId)
      .where('locationId', '=', locationId)
      .where('barcodeId', '=', barcodeId)
      .where('createTime', '<', time)
      .executeTakeFirst();
    return Number(row?.qty ?? 0);
  }
}

export type StocktakeRow = NonNullable<Awaited<ReturnType<StocktakeRepository['find']>>>;
export type ScopeBarcode = Awaited<ReturnType<StocktakeRepository['scopeBarcodes']>>[number];
export type FoundBarcode = Awaited<ReturnType<StocktakeRepository['barcodes']>>[number];
