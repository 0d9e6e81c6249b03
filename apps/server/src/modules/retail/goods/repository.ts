import { type Kysely, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { RetailGoodsTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { GoodsFilter, GoodsPageInput } from '@retail/contracts/api/retail/goods';
import { countGoodsMatching, type GoodsKeyword, goodsIdsMatching, goodsKeyword } from './search.ts';

const columns = [
  'id',
  'code',
  'name',
  'categoryId',
  'supplierId',
  'unit',
  'spec',
  'brand',
  'costPrice',
  'retailPrice',
  'memberPrice',
  'minStock',
  'images',
  'status',
  'remark',
  'createTime',
  'updateTime',
] as const;

/** A goods row as the kit reads and writes it (the difference log keeps it without id and times). */
export type GoodsRecord = Pick<RetailGoodsTable, (typeof columns)[number]>;

/** A goods row as the screens show it: with its category, supplier and stock total. */
export interface GoodsRow extends Omit<
  RetailGoodsTable,
  'tenantId' | 'createUserId' | 'updateUserId' | 'isDelete' | 'pinyinInitials'
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

/** Driven by one search term's rows, which are in code order: the default page is a short index range. */
const TERM_SORT = {
  sortable: { ...SORT.sortable, code: 'k.code' },
  defaultSort: [['k.code', 'asc']] as Array<[string, 'asc' | 'desc']>,
  tiebreaker: 'k.goodsId',
};

const goodsFrom = (db: Kysely<Database>) => db.selectFrom('retailGoods as g');

/** retail_goods queries (with category, supplier and stock total); every method takes the tenant first. */
export class GoodsRepository extends TenantRepository<'retailGoods', GoodsRecord> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    // codes are at most 32 characters (GOODS_CODE): `~del~{id}` fits beside them in the 64-character column
    super(db, 'retailGoods', columns, { freedOnDelete: { column: 'code', maxLength: 64 } });
  }

  /**
   * Goods with category, supplier and stock; with a one- or two-character keyword, only the matching goods,
   * read through the keyword's search rows (`k`, which later clauses may sort by).
   */
  private joined(tenantId: number, term?: GoodsKeyword) {
    const from = term
      ? // the search row's alias is extra to what later clauses see; they name only g, c and s
        (this.db
          .selectFrom('retailGoodsSearch as k')
          .innerJoin('retailGoods as g', 'g.id', 'k.goodsId')
          .where('k.tenantId', '=', tenantId)
          .where(term.matches('k')) as unknown as ReturnType<typeof goodsFrom>)
      : goodsFrom(this.db);
    return from
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

  /** The filtered goods; `keywordOnly` when the keyword is the only condition (its search rows count the goods). */
  private filtered(tenantId: number, filter: GoodsQueryFilter) {
    const keyword = filter.keyword ? goodsKeyword(this.dbType, filter.keyword) : undefined;
    let query = this.joined(tenantId, keyword?.term ? keyword : undefined);
    if (keyword && !keyword.term) {
      query = query.where('g.id', 'in', goodsIdsMatching(this.db, tenantId, keyword));
    }
    let keywordOnly = Boolean(keyword);
    const where = (apply: (q: typeof query) => typeof query) => {
      query = apply(query);
      keywordOnly = false;
    };
    if (filter.categoryIds) where((q) => q.where('g.categoryId', 'in', filter.categoryIds as number[]));
    if (filter.supplierId) where((q) => q.where('g.supplierId', '=', filter.supplierId as number));
    if (filter.status) where((q) => q.where('g.status', '=', filter.status as number));
    if (filter.priceMin !== undefined && filter.priceMin !== null) {
      where((q) => q.where('g.retailPrice', '>=', filter.priceMin as number));
    }
    if (filter.priceMax !== undefined && filter.priceMax !== null) {
      where((q) => q.where('g.retailPrice', '<=', filter.priceMax as number));
    }
    return { query, keyword, keywordOnly };
  }

  page(tenantId: number, input: GoodsPageInput & GoodsQueryFilter, maxPageSize: number) {
    const { query, keyword, keywordOnly } = this.filtered(tenantId, input);
    const total = keyword && keywordOnly ? () => countGoodsMatching(this.db, tenantId, keyword) : undefined;
    return paginate(query, input, { ...(keyword?.term ? TERM_SORT : SORT), maxPageSize }, total) as Promise<
      PageResult<GoodsRow>
    >;
  }

  list(tenantId: number, filter: GoodsQueryFilter, limit: number): Promise<GoodsRow[]> {
    return this.filtered(tenantId, filter)
      .query.orderBy('g.code')
      .orderBy('g.id')
      .limit(limit)
      .execute() as Promise<GoodsRow[]>;
  }

  /** One live goods with its category, supplier and stock total. */
  detail(tenantId: number, id: number): Promise<GoodsRow | undefined> {
    return this.joined(tenantId).where('g.id', '=', id).executeTakeFirst() as Promise<GoodsRow | undefined>;
  }
}
