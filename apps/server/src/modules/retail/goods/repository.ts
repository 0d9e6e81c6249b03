import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { RetailGoodsTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isPresent, ShapedStatements, StatementValues } from '../../../platform/db/shaped-statements.ts';
import {
  countQuery,
  offsetOf,
  pageOf,
  type PageResult,
  pageSizeOf,
  resolveSort,
  type SortDirection,
  sortedQuery,
  totalOf,
} from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { GoodsFilter, GoodsPageInput } from '@retail/contracts/api/retail/goods';
import {
  type GoodsKeyword,
  goodsIdsMatching,
  goodsKeyword,
  goodsMatchingCount,
  isTermKeyword,
} from './search.ts';

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

/** The order a page takes: a term keyword's search rows come in code order. */
const sortFor = (term: boolean) => (term ? TERM_SORT : SORT);

/** What the goods page's SQL depends on: the filters present and the order, with slots for every value. */
interface GoodsPageShape {
  tenantId: number;
  filter: GoodsQueryFilter;
  term: boolean;
  sorts: Array<[string, SortDirection]>;
  limit: number;
  offset: number;
}

/** The filter of a page request (the rest of it is paging). */
function filterOf(input: GoodsQueryFilter): GoodsQueryFilter {
  const { keyword, categoryIds, supplierId, status, priceMin, priceMax } = input;
  // every filter field, or this does not compile
  return { keyword, categoryIds, supplierId, status, priceMin, priceMax } satisfies Required<
    Record<keyof GoodsQueryFilter, unknown>
  >;
}

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

  /**
   * The filtered goods, the order a page of them may take, and `count` when the keyword is the only condition
   * (its search rows count the goods). `term` is given when the keyword is a statement's slot.
   */
  filteredQuery(
    tenantId: number,
    filter: GoodsQueryFilter,
    term = isPresent(filter.keyword) && isTermKeyword(filter.keyword),
  ) {
    const keyword = isPresent(filter.keyword) ? goodsKeyword(this.dbType, filter.keyword, term) : undefined;
    let query = this.joined(tenantId, keyword?.term ? keyword : undefined);
    if (keyword && !keyword.term) {
      query = query.where('g.id', 'in', goodsIdsMatching(this.db, tenantId, keyword));
    }
    let keywordOnly = Boolean(keyword);
    const where = (apply: (q: typeof query) => typeof query) => {
      query = apply(query);
      keywordOnly = false;
    };
    const { categoryIds, supplierId, status, priceMin, priceMax } = filter;
    if (isPresent(categoryIds)) {
      // a category that is gone widens to none: `in ()` is an error on PostgreSQL and MariaDB
      where((q) =>
        categoryIds.length > 0 ? q.where('g.categoryId', 'in', categoryIds) : q.where(sql<SqlBool>`1 = 0`),
      );
    }
    if (isPresent(supplierId)) where((q) => q.where('g.supplierId', '=', supplierId));
    if (isPresent(status)) where((q) => q.where('g.status', '=', status));
    if (isPresent(priceMin)) where((q) => q.where('g.retailPrice', '>=', priceMin));
    if (isPresent(priceMax)) where((q) => q.where('g.retailPrice', '<=', priceMax));
    return {
      query,
      count: keyword && keywordOnly ? goodsMatchingCount(this.db, tenantId, keyword) : undefined,
      sort: sortFor(term),
    };
  }

  /** A page of goods: its count and rows statements are compiled once per shape of filter and order. */
  async page(
    tenantId: number,
    input: GoodsPageInput & GoodsQueryFilter,
    maxPageSize: number,
  ): Promise<PageResult<GoodsRow>> {
    const filter = filterOf(input);
    const term = isPresent(filter.keyword) && isTermKeyword(filter.keyword);
    const pageSize = pageSizeOf(input, maxPageSize);
    const values = new StatementValues();
    const { count, rows } = this.pageStatements.of(
      {
        tenantId: values.slot('tenantId', tenantId),
        filter: values.slots(filter),
        term,
        sorts: resolveSort(input, { ...sortFor(term), maxPageSize }),
        limit: values.slot('limit', pageSize),
        offset: values.slot('offset', offsetOf(input, pageSize)),
      },
      values,
    );
    const total = totalOf((await this.db.executeQuery(count)).rows[0]);
    return pageOf(input, pageSize, total, async () => (await this.db.executeQuery(rows)).rows as GoodsRow[]);
  }

  /** The statements `paginate` would run for the shape's filter and order, with slots for its values. */
  private readonly pageStatements = new ShapedStatements((shape: GoodsPageShape) => {
    const { query, count } = this.filteredQuery(shape.tenantId, shape.filter, shape.term);
    return {
      count: count ?? countQuery(query),
      rows: sortedQuery(query, shape.sorts).limit(shape.limit).offset(shape.offset),
    };
  });

  list(tenantId: number, filter: GoodsQueryFilter, limit: number): Promise<GoodsRow[]> {
    return this.filteredQuery(tenantId, filter)
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
