import { sql } from 'kysely';
import type { StocktakeLinesFilter } from '@retail/contracts/api/retail/stocktake';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { paginate, type PageInput } from '../../../platform/http/paging.ts';

/**
 * Reads of a stocktake's lines with their barcode, goods and category and the counter at the stocktake's location
 * (the movements so far while counting), and the variance report's totals. Every query takes the tenant first.
 */
export class StocktakeLineQueries {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private lines(
    tenantId: number,
    stocktakeId: number,
    locationId: number,
    filter: Omit<StocktakeLinesFilter, 'id'>,
  ) {
    let query = this.db
      .selectFrom('retailStocktakeLine as l')
      .innerJoin('retailBarcode as b', (j) =>
        j.onRef('b.id', '=', 'l.barcodeId').onRef('b.tenantId', '=', 'l.tenantId'),
      )
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'l.goodsId').onRef('g.tenantId', '=', 'l.tenantId'),
      )
      .leftJoin('retailCategory as c', (j) =>
        j.onRef('c.id', '=', 'g.categoryId').onRef('c.tenantId', '=', 'g.tenantId'),
      )
      .leftJoin('retailStock as st', (j) =>
        j
          .onRef('st.barcodeId', '=', 'l.barcodeId')
          .onRef('st.tenantId', '=', 'l.tenantId')
          .on('st.locationId', '=', locationId),
      )
      .select([
        'l.id',
        'l.lineNo',
        'l.barcodeId',
        'b.barcode',
        'l.goodsId',
        'g.code as goodsCode',
        'g.name as goodsName',
        'c.name as categoryName',
        'b.color',
        'b.size',
        'g.unit',
        'l.bookQty',
        'l.avgCost',
        'l.countedQty',
        'l.movementQty',
        'l.varianceQty',
        'l.varianceValue',
        'l.added',
        'l.countTime',
        'l.countUserName',
        'st.qty as stockQty',
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.stocktakeId', '=', stocktakeId);
    const { keyword, state } = filter;
    if (keyword) {
      query = query.where((eb) =>
        eb.or(['b.barcode', 'g.code', 'g.name'].map((column) => containsText(this.dbType, column, keyword))),
      );
    }
    if (state === 'counted') query = query.where('l.countedQty', 'is not', null);
    if (state === 'uncounted') query = query.where('l.countedQty', 'is', null);
    if (state === 'variance')
      query = query.where('l.varianceQty', 'is not', null).where('l.varianceQty', '<>', 0);
    if (state === 'added') query = query.where('l.added', '=', 1);
    return query;
  }

  linesPage(
    tenantId: number,
    stocktakeId: number,
    locationId: number,
    input: Omit<StocktakeLinesFilter, 'id'> & PageInput,
    maxPageSize: number,
  ) {
    return paginate(this.lines(tenantId, stocktakeId, locationId, input), input, {
      sortable: {
        lineNo: 'l.lineNo',
        barcode: 'b.barcode',
        goodsCode: 'g.code',
        goodsName: 'g.name',
        bookQty: 'l.bookQty',
        countedQty: 'l.countedQty',
        varianceQty: 'l.varianceQty',
        varianceValue: 'l.varianceValue',
        countTime: 'l.countTime',
      },
      defaultSort: [['l.lineNo', 'asc']],
      tiebreaker: 'l.id',
      maxPageSize,
    });
  }

  linesList(
    tenantId: number,
    stocktakeId: number,
    locationId: number,
    filter: Omit<StocktakeLinesFilter, 'id'>,
    limit: number,
    lineId?: number,
  ) {
    let query = this.lines(tenantId, stocktakeId, locationId, filter);
    if (lineId !== undefined) query = query.where('l.id', '=', lineId);
    return query.orderBy('l.lineNo').orderBy('l.id').limit(limit).execute();
  }

  /** The variance report's totals over every line (fen). */
  async summary(tenantId: number, stocktakeId: number) {
    const counted = sql`l.counted_qty is not null`;
    const row = await this.db
      .selectFrom('retailStocktakeLine as l')
      .select([
        sql<number>`count(*)`.as('lineCount'),
        sql<number>`coalesce(sum(case when ${counted} then 1 else 0 end), 0)`.as('countedCount'),
        sql<number>`coalesce(sum(case when ${counted} then l.book_qty else 0 end), 0)`.as('bookQty'),
        sql<number>`coalesce(sum(l.counted_qty), 0)`.as('countedQty'),
        sql<number>`coalesce(sum(l.variance_qty), 0)`.as('varianceQty'),
        sql<number>`coalesce(sum(l.variance_value), 0)`.as('varianceValue'),
        sql<number>`coalesce(sum(case when l.variance_qty > 0 then l.variance_qty else 0 end), 0)`.as(
          'gainQty',
        ),
        sql<number>`coalesce(sum(case when l.variance_qty > 0 then l.variance_value else 0 end), 0)`.as(
          'gainValue',
        ),
        sql<number>`coalesce(sum(case when l.variance_qty < 0 then l.variance_qty else 0 end), 0)`.as(
          'lossQty',
        ),
        sql<number>`coalesce(sum(case when l.variance_qty < 0 then l.variance_value else 0 end), 0)`.as(
          'lossValue',
        ),
        sql<number>`coalesce(sum(case when ${counted} then 0 else l.book_qty end), 0)`.as('uncountedBookQty'),
        sql<number>`coalesce(sum(case when ${counted} then 0 else l.book_qty * l.avg_cost end), 0)`.as(
          'uncountedBookValue',
        ),
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.stocktakeId', '=', stocktakeId)
      .executeTakeFirstOrThrow();
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<
      keyof typeof row,
      number
    >;
  }
}

export type StocktakeLineRow = Awaited<ReturnType<StocktakeLineQueries['linesList']>>[number];
