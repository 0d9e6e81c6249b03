import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailGoodsTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import type { GoodsFilter, GoodsPageInput } from './schemas.ts';
import { sqliteGoodsIdsContaining } from './search.ts';

export interface GoodsRow extends Omit<
  RetailGoodsTable,
  'tenantId' | 'createUserId' | 'updateUserId' | 'isDelete'
> {
  categoryName: string | null;
  supplierName: string | null;
  stockQty: number;
}

/** The filter with the category already widened to its sub-categories. */
export type GoodsQueryFilter = Omit<Partial<GoodsFilter>, 'categoryId'> & {
  categoryIds?: number[] | undefined;
};

const SORT = {
  sortable: {
    code: 'g.code',
    name: 'g.name',
    costPrice: 'g.costPrice',
    retailPrice: 'g.retailPrice',
    memberPrice: 'g.memberPrice',
    minStock: 'g.minStock',
    status: 'g.status',
    createTime: 'g.createTime',
  },
  defaultSort: [['g.code', 'asc']] as Array<[string, 'asc' | 'desc']>,
  tiebreaker: 'g.id',
};

/** retail_goods queries (with category, supplier and stock total); every method takes the tenant first. */
export class GoodsRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private joined(tenantId: number, db: Db | Trx = this.db) {
    return db
      .selectFrom('retailGoods as g')
      .leftJoin('retailCategory as c', (j) =>
        j.onRef('c.id', '=', 'g.categoryId').on('c.tenantId', '=', tenantId).on('c.isDelete', '=', 0),
      )
      .leftJoin('retailSupplier as s', (j) =>
        j.onRef('s.id', '=', 'g.supplierId').on('s.tenantId', '=', tenantId).on('s.isDelete', '=', 0),
      )
      .selectAll('g')
      .select([
        'c.name as categoryName',
        's.name as supplierName',
        (eb) =>
          eb
            .selectFrom('retailStock as st')
            .select(sql<number>`coalesce(sum(st.qty), 0)`.as('q'))
            .whereRef('st.goodsId', '=', 'g.id')
            .where('st.tenantId', '=', tenantId)
            .as('stockQty'),
      ])
      .where('g.tenantId', '=', tenantId)
      .where('g.isDelete', '=', 0);
  }

  private filtered(tenantId: number, filter: GoodsQueryFilter) {
    let query = this.joined(tenantId);
    const { keyword } = filter;
    if (keyword && this.dbType === 'sqlite') {
      query = query.where('g.id', 'in', sqliteGoodsIdsContaining(keyword));
    } else if (keyword) {
      query = query.where((eb) =>
        eb.or([
          containsText(this.dbType, 'g.code', keyword),
          containsText(this.dbType, 'g.name', keyword),
          eb.exists(
            eb
              .selectFrom('retailBarcode as b')
              .select('b.id')
              .whereRef('b.goodsId', '=', 'g.id')
              .where('b.tenantId', '=', tenantId)
              .where('b.isDelete', '=', 0)
              .where(containsText(this.dbType, 'b.barcode', keyword)),
          ),
        ]),
      );
    }
    if (filter.categoryIds) query = query.where('g.categoryId', 'in', filter.categoryIds);
    if (filter.supplierId) query = query.where('g.supplierId', '=', filter.supplierId);
    if (filter.status) query = query.where('g.status', '=', filter.status);
    if (filter.priceMin !== undefined && filter.priceMin !== null) {
      query = query.where('g.retailPrice', '>=', filter.priceMin);
    }
    if (filter.priceMax !== undefined && filter.priceMax !== null) {
      query = query.where('g.retailPrice', '<=', filter.priceMax);
    }
    return query;
  }

  page(tenantId: number, input: GoodsPageInput & GoodsQueryFilter, maxPageSize: number) {
    return paginate(this.filtered(tenantId, input), input, { ...SORT, maxPageSize }) as Promise<
      PageResult<GoodsRow>
    >;
  }

  list(tenantId: number, filter: GoodsQueryFilter, limit: number): Promise<GoodsRow[]> {
    return this.filtered(tenantId, filter)
      .orderBy('g.code')
      .orderBy('g.id')
      .limit(limit)
      .execute() as Promise<GoodsRow[]>;
  }

  findById(tenantId: number, id: number, db: Db | Trx = this.db): Promise<GoodsRow | undefined> {
    return this.joined(tenantId, db).where('g.id', '=', id).executeTakeFirst() as Promise<
      GoodsRow | undefined
    >;
  }

  /** Live goods of the tenant holding one of these codes (ignoring case). */
  async codeHolders(tenantId: number, codes: string[], db: Db | Trx = this.db) {
    if (codes.length === 0) return [];
    return db
      .selectFrom('retailGoods')
      .select(['id', 'code'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where(
        sql<string>`lower(code)`,
        'in',
        codes.map((c) => c.toLowerCase()),
      )
      .execute();
  }

  async insert(row: Insertable<RetailGoodsTable>, db: Db | Trx = this.db): Promise<void> {
    await db.insertInto('retailGoods').values(row).execute();
  }

  async update(tenantId: number, id: number, changes: Updateable<RetailGoodsTable>, db: Db | Trx = this.db) {
    const result = await db
      .updateTable('retailGoods')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
