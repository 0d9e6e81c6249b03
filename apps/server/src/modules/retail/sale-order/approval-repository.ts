import type { Insertable } from 'kysely';
import type { RetailDiscountApprovalTable } from '../../../db/schema-retail-docs.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Trx } from '../../../platform/db/transaction.ts';

/** Queries of discount approvals (the approval log); tenant first in every method. */
export class DiscountApprovalRepository {
  constructor(readonly db: Db) {}

  async insert(row: Insertable<RetailDiscountApprovalTable>): Promise<void> {
    await this.db.insertInto('retailDiscountApproval').values(row).execute();
  }

  /** The approvals given to `userId` for a checkout's client key. */
  forKey(trx: Trx | Db, tenantId: number, clientKey: string, userId: number) {
    return trx
      .selectFrom('retailDiscountApproval')
      .select(['id', 'linePct', 'orderPct'])
      .where('tenantId', '=', tenantId)
      .where('clientKey', '=', clientKey)
      .where('requestedById', '=', userId)
      .execute();
  }

  /** Links the approvals of a client key to the order they allowed. */
  async markUsed(trx: Trx, tenantId: number, clientKey: string, orderId: number, now: number) {
    await trx
      .updateTable('retailDiscountApproval')
      .set({ orderId, usedTime: now })
      .where('tenantId', '=', tenantId)
      .where('clientKey', '=', clientKey)
      .where('orderId', 'is', null)
      .execute();
  }

  forOrder(tenantId: number, orderId: number) {
    return this.db
      .selectFrom('retailDiscountApproval')
      .select([
        'id',
        'clientKey',
        'linePct',
        'orderPct',
        'requestedByName',
        'approvedByName',
        'orderId',
        'createTime',
      ])
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }
}
