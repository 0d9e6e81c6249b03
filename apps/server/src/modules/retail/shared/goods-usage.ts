import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';

/** How many live goods of the tenant name this category or supplier (a delete is refused while any do). */
export async function liveGoodsNaming(
  db: Db,
  tenantId: number,
  link: 'categoryId' | 'supplierId',
  id: number,
): Promise<number> {
  const row = await db
    .selectFrom('retailGoods')
    .select(sql<number>`count(*)`.as('n'))
    .where('tenantId', '=', tenantId)
    .where('isDelete', '=', 0)
    .where(link, '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
