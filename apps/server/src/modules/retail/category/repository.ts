import { type Insertable, sql, type Updateable } from 'kysely';
import type { RetailCategoryTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';

const columns = ['id', 'pid', 'name', 'code', 'orderNo', 'status', 'remark', 'createTime'] as const;
export type CategoryRow = Pick<RetailCategoryTable, (typeof columns)[number]>;

/** retail_category queries; every method takes the tenant first. */
export class CategoryRepository {
  constructor(private readonly db: Db) {}

  all(tenantId: number): Promise<CategoryRow[]> {
    return this.db
      .selectFrom('retailCategory')
      .select(columns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  findById(tenantId: number, id: number): Promise<CategoryRow | undefined> {
    return this.db
      .selectFrom('retailCategory')
      .select(columns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async codeHolder(tenantId: number, code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('retailCategory')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where(sql<boolean>`lower(code) = lower(${code})`)
      .executeTakeFirst();
    return row?.id;
  }

  async childCount(tenantId: number, id: number): Promise<number> {
    const row = await this.db
      .selectFrom('retailCategory')
      .select(sql<number>`count(*)`.as('n'))
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('pid', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async goodsCount(tenantId: number, id: number): Promise<number> {
    const row = await this.db
      .selectFrom('retailGoods')
      .select(sql<number>`count(*)`.as('n'))
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('categoryId', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insert(row: Insertable<RetailCategoryTable>): Promise<void> {
    await this.db.insertInto('retailCategory').values(row).execute();
  }

  async update(tenantId: number, id: number, changes: Updateable<RetailCategoryTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('retailCategory')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
