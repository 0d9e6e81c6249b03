import type { RetailSaleParkTable } from '../../../db/schema-sale-park.ts';
import type { Db } from '../../../platform/db/database.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const columns = [
  'id',
  'orgId',
  'label',
  'vipId',
  'lines',
  'lineCount',
  'totalQty',
  'amount',
  'orderDiscount',
  'remark',
  'createTime',
  'createUserId',
  'createUserName',
] as const;
export type ParkedRow = Pick<RetailSaleParkTable, (typeof columns)[number]>;

/** Which parked sales a till sees: its store's (`orgId`, null for a clerk without one), parked since `since`. */
export interface StoreView {
  orgId: number | null;
  since: number;
}

/** retail_sale_park queries; every method takes the tenant first. Rows are removed outright, never soft-deleted. */
export class SaleParkRepository extends TenantRepository<'retailSalePark', ParkedRow> {
  constructor(db: Db) {
    super(db, 'retailSalePark', columns);
  }

  private ofStore(tenantId: number, view: StoreView) {
    const query = this.live(tenantId).where('createTime', '>=', view.since);
    return view.orgId === null ? query.where('orgId', 'is', null) : query.where('orgId', '=', view.orgId);
  }

  /** Newest first. */
  list(tenantId: number, view: StoreView, limit: number): Promise<ParkedRow[]> {
    return this.ofStore(tenantId, view)
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, view: StoreView, id: number): Promise<ParkedRow | undefined> {
    return this.ofStore(tenantId, view).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Removes the row in one statement; false when it was gone already. Of two tills taking the same row at once,
   * the database lets exactly one delete it.
   */
  async take(tenantId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('retailSalePark')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Removes the tenant's parked sales older than `before` (abandoned carts). */
  async purge(tenantId: number, before: number): Promise<void> {
    await this.db
      .deleteFrom('retailSalePark')
      .where('tenantId', '=', tenantId)
      .where('createTime', '<', before)
      .execute();
  }
}
