import fc from 'fast-check';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  DummyDriver,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DbType } from '../../src/config.ts';
import type { Database } from '../../src/db/schema.ts';
import { type GoodsQueryFilter, GoodsRepository } from '../../src/modules/retail/goods/repository.ts';
import { queryPlugins } from '../../src/platform/db/query-plugins.ts';
import { paginate } from '../../src/platform/http/paging.ts';
import type { GoodsPageInput } from '@retail/contracts/api/retail/goods';

const TENANTS = [1300000000001, 1300000000999];

/** Answers every query with a count of 1,000, so that a page's rows statement runs too. */
class CountingDriver extends DummyDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: async <R>() => ({ rows: [{ total: 1000 }] as R[] }),
      // eslint-disable-next-line require-yield
      streamQuery: async function* () {
        throw new Error('not streamed');
      },
    };
  }
}

const dialects: Record<DbType, () => Omit<Dialect, 'createDriver'>> = {
  sqlite: () => ({
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }),
  postgres: () => ({
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }),
  mysql: () => ({
    createAdapter: () => new MysqlAdapter(),
    createIntrospector: (db) => new MysqlIntrospector(db),
    createQueryCompiler: () => new MysqlQueryCompiler(),
  }),
};

/** A database of the dialect that runs nothing, logs every statement and refuses an unconstrained tenant. */
function loggingDatabase(type: DbType) {
  const log: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: { ...dialects[type](), createDriver: () => new CountingDriver() },
    plugins: queryPlugins({ tenantGuard: true }),
    log: (event) => {
      log.push(event.query);
    },
  });
  return { db, log };
}

type PageRequest = GoodsPageInput & GoodsQueryFilter;

const absentOr = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(fc.constant(undefined), fc.constant(null), value) as fc.Arbitrary<T | undefined>;

const pageRequest: fc.Arbitrary<PageRequest> = fc.record({
  keyword: fc.oneof(
    fc.constantFrom(undefined, '', '牛', '牛奶', '鲜牛奶', 'Shampoo 1', '😀', '😀x', 'ab', '%_'),
    fc.string({ maxLength: 4 }),
  ),
  categoryIds: fc.option(fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 3 }), { nil: undefined }),
  supplierId: absentOr(fc.integer({ min: 1, max: 1e9 })),
  status: absentOr(fc.constantFrom(1 as const, 2 as const)),
  priceMin: absentOr(fc.integer({ min: 0, max: 100_000 })),
  priceMax: absentOr(fc.integer({ min: 0, max: 100_000 })),
  page: fc.integer({ min: 1, max: 60 }),
  pageSize: fc.integer({ min: 1, max: 300 }),
  field: fc.option(
    fc.constantFrom('code', 'name', 'retailPrice', 'createTime', 'status', 'stockQty', 'constructor'),
    { nil: undefined },
  ),
  order: fc.option(fc.constantFrom('asc', 'descend', 'DESC', 'x'), { nil: undefined }),
  descStr: fc.constantFrom('descending', 'x'),
}) as fc.Arbitrary<PageRequest>;

describe.each(['sqlite', 'postgres', 'mysql'] as const)('goods page statements on %s', (type) => {
  const { db, log } = loggingDatabase(type);
  // one repository: its shapes stay cached from one request to the next, across both tenants
  const goods = new GoodsRepository(db, type);

  /** The statements one call runs (SQL and parameters), or the error it refuses the request with. */
  async function statementsOf(page: () => Promise<unknown>) {
    log.length = 0;
    try {
      await page();
    } catch (error) {
      return { error: String(error) };
    }
    return { statements: log.map((q) => ({ sql: q.sql, parameters: q.parameters })) };
  }

  /** What the page ran before its statements were cached: the query built and paged per request. */
  function plainPage(tenantId: number, request: PageRequest, maxPageSize: number) {
    const { query, count, sort } = goods.filteredQuery(tenantId, request);
    return paginate(query, request, { ...sort, maxPageSize }, count);
  }

  it('runs what a plain build runs, for every filter, order and page, with the tenant bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TENANTS),
        pageRequest,
        fc.constantFrom(10, 100),
        async (tenantId, request, maxPageSize) => {
          const plain = await statementsOf(() => plainPage(tenantId, request, maxPageSize));
          const shaped = await statementsOf(() => goods.page(tenantId, request, maxPageSize));
          expect(shaped).toEqual(plain);
          const other = TENANTS.find((t) => t !== tenantId);
          for (const { sql, parameters } of shaped.statements ?? []) {
            expect(parameters).toContain(tenantId);
            expect(parameters).not.toContain(other);
            expect(sql).not.toContain('1300000000');
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers an unknown category (widened to no ids) with an empty page, not an SQL error', async () => {
    const { statements } = await statementsOf(() =>
      goods.page(
        TENANTS[0] as number,
        { page: 1, pageSize: 20, descStr: 'descending', keyword: undefined, categoryIds: [] },
        100,
      ),
    );
    expect(statements?.[0]?.sql).toContain('1 = 0');
    expect(statements?.[0]?.sql).not.toMatch(/in \(\)/);
  });
});
