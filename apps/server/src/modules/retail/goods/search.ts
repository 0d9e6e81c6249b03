import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';

/**
 * The goods keyword (code, name or a live barcode contains it, ignoring case) over retail_goods_search
 * (migration 0008): keywords of one or two characters are whole terms, longer ones a prefix of a suffix term.
 */
export interface GoodsKeyword {
  /** one or two characters: one term's rows are the matching goods, each once and in code order */
  term: boolean;
  /** the condition on the search table's `term` column, aliased `alias` */
  matches(alias: string): Expression<SqlBool>;
}

/** U+10FFFF, the greatest character: every text that starts with `k` sorts before `k` + this. */
const LAST_CHARACTER = '\u{10FFFF}';

/** Whether a keyword is one search term (one or two characters) rather than a prefix of suffix terms. */
export const isTermKeyword = (keyword: string): boolean => [...keyword].length <= 2;

/** `term` is given with a keyword that is a statement's slot (shaped-statements.ts), whose length is not known. */
export function goodsKeyword(dbType: DbType, keyword: string, term = isTermKeyword(keyword)): GoodsKeyword {
  // lowered by the database, like the stored terms
  const lowered = sql<string>`lower(${keyword})`;
  const bound =
    dbType === 'mysql' ? sql`concat(${lowered}, ${LAST_CHARACTER})` : sql`${lowered} || ${LAST_CHARACTER}`;
  return {
    term,
    matches: (alias) => {
      const column = sql.ref(`${alias}.term`);
      return term
        ? sql<SqlBool>`${column} = ${lowered}`
        : sql<SqlBool>`(${column} >= ${lowered} and ${column} < ${bound})`;
    },
  };
}

/** Ids of the tenant's live goods matching a keyword of three or more characters (a goods may match twice). */
export function goodsIdsMatching(db: Db, tenantId: number, keyword: GoodsKeyword) {
  return db
    .selectFrom('retailGoodsSearch as k')
    .select('k.goodsId')
    .where('k.tenantId', '=', tenantId)
    .where(keyword.matches('k'));
}

/** The query counting the tenant's live goods that match: it reads the search rows alone. */
export function goodsMatchingCount(db: Db, tenantId: number, keyword: GoodsKeyword) {
  const counted = keyword.term ? sql<number>`count(*)` : sql<number>`count(distinct k.goods_id)`;
  return db
    .selectFrom('retailGoodsSearch as k')
    .select(counted.as('total'))
    .where('k.tenantId', '=', tenantId)
    .where(keyword.matches('k'));
}
