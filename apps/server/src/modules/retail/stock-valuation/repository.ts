import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';

export interface ValuationQuery {
  /** the instant valued: movements before it count */
  at: number;
  /** the locations read; null: all */
  locations: number[] | null;
  categoryIds?: number[] | undefined;
}

/**
 * Stock value at an instant, from the stock log alone: each (barcode, location)'s last movement before the instant
 * carries the quantity after it and the moving-average cost after it (the log chains both), so the value is
 * Σ qty_after × avg_cost_after of those rows, grouped by location and the goods' category.
 */
export class ValuationRepository {
  constructor(private readonly db: Db) {}

  byLocationAndCategory(tenantId: number, query: ValuationQuery) {
    let last = this.db
      .selectFrom('retailStockLog as l')
      .select([
        'l.locationId',
        'l.barcodeId',
        'l.goodsId',
        'l.qtyAfter',
        'l.avgCostAfter',
        sql<number>`row_number() over (partition by l.location_id, l.barcode_id order by l.create_time desc, l.id desc)`.as(
          'rn',
        ),
      ])
      .where('l.tenantId', '=', tenantId)
      .where('l.createTime', '<', query.at);
    if (query.locations)
      last = last.where('l.locationId', 'in', query.locations.length ? query.locations : [0]);
    let rows = this.db
      .selectFrom(last.as('x'))
      .innerJoin('retailGoods as g', (j) => j.onRef('g.id', '=', 'x.goodsId').on('g.tenantId', '=', tenantId))
      .leftJoin('retailCategory as c', (j) =>
        j.onRef('c.id', '=', 'g.categoryId').on('c.tenantId', '=', tenantId),
      )
      .leftJoin('sysOrg as o', (j) => j.onRef('o.id', '=', 'x.locationId').on('o.tenantId', '=', tenantId))
      .select([
        'x.locationId',
        sql<string | null>`max(o.name)`.as('locationName'),
        'g.categoryId',
        sql<string | null>`max(c.name)`.as('categoryName'),
        sql<number>`count(*)`.as('barcodes'),
        sql<number>`sum(x.qty_after)`.as('qty'),
        sql<number>`sum(x.qty_after * x.avg_cost_after)`.as('value'),
      ])
      .where('x.rn', '=', 1)
      .where('x.qtyAfter', '<>', 0);
    if (query.categoryIds) rows = rows.where('g.categoryId', 'in', query.categoryIds);
    return rows
      .groupBy(['x.locationId', 'g.categoryId'])
      .orderBy('x.locationId')
      .orderBy('g.categoryId')
      .execute();
  }
}
