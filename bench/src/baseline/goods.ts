import type { CompiledQuery, LogEvent } from 'kysely';
import type { DbType } from '../../../apps/server/src/config.ts';
import { DEFAULT_TENANT_ID } from '../../../apps/server/src/db/seed/core.ts';
import { GoodsRepository } from '../../../apps/server/src/modules/retail/goods/repository.ts';
import { createDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { paginate } from '../../../apps/server/src/platform/http/paging.ts';

/** The product's default PAGE_SIZE_MAX. */
const MAX_PAGE_SIZE = 100;

export interface GoodsPageBody {
  keyword: string;
  page: number;
  pageSize: number;
}

/**
 * The baseline's goods page as a plain route would run it: the product's goods queries built with Kysely on
 * every request (`filteredQuery`, `paginate`), where the product compiles them once per query shape.
 */
export function baselineGoodsPage(goods: GoodsRepository, body: GoodsPageBody) {
  const { query, count, sort } = goods.filteredQuery(DEFAULT_TENANT_ID, { keyword: body.keyword });
  const input = { page: body.page, pageSize: body.pageSize, descStr: 'descending' };
  return paginate(query, input, { ...sort, maxPageSize: MAX_PAGE_SIZE }, count);
}

/**
 * Throws unless the baseline and the product run the very same statements (SQL text and parameters) for each
 * body: both are run on the database with Kysely's query log, the product as its goods route calls it.
 */
export async function assertSameGoodsStatements(type: DbType, url: string, bodies: GoodsPageBody[]) {
  const run: CompiledQuery[] = [];
  const log = (event: LogEvent) => {
    run.push(event.query);
  };
  const { db, close } = createDatabase(type, url, { tenantGuard: false, log });
  const goods = new GoodsRepository(db, type);
  const statementsOf = async (page: () => Promise<unknown>) => {
    run.length = 0;
    await page();
    if (run.length === 0) throw new Error('no goods statement was logged');
    return JSON.stringify(run.map((q) => ({ sql: q.sql, parameters: q.parameters })));
  };
  try {
    for (const body of bodies) {
      const baseline = await statementsOf(() => baselineGoodsPage(goods, body));
      const product = await statementsOf(() =>
        goods.page(DEFAULT_TENANT_ID, { ...body, descStr: 'descending' }, MAX_PAGE_SIZE),
      );
      if (baseline !== product) {
        throw new Error(
          `the baseline's goods page runs other SQL than the product's:\n${baseline}\n${product}`,
        );
      }
    }
  } finally {
    await close();
  }
}
