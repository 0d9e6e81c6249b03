import { RefundRequestStatus } from '@retail/contracts';
import type { SaleRefundRequestOutput } from '@retail/contracts/api/retail/sale-order';
import type { RetailSaleRefundRequestTable } from '../../../db/schema-approval.ts';
import type { Db } from '../../../platform/db/database.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { fenToYuan } from '@retail/contracts';

export type RefundRequestRow = RetailSaleRefundRequestTable;

/** retail_sale_refund_request: refunds held for approval, tenant first. */
export class RefundRequestRepository {
  constructor(private readonly db: Db) {}

  async insert(trx: Db, row: RefundRequestRow): Promise<void> {
    await trx.insertInto('retailSaleRefundRequest').values(row).execute();
  }

  find(trx: Db, tenantId: number, id: number): Promise<RefundRequestRow | undefined> {
    return trx
      .selectFrom('retailSaleRefundRequest')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Ends a pending request (false when it was no longer pending). */
  async end(
    trx: Db,
    tenantId: number,
    id: number,
    change: { status: RefundRequestStatus; refundId: number | null; now: number },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('retailSaleRefundRequest')
      .set({ status: change.status, refundId: change.refundId, decidedTime: change.now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', RefundRequestStatus.Pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  ofOrder(tenantId: number, orderId: number): Promise<RefundRequestRow[]> {
    return this.db
      .selectFrom('retailSaleRefundRequest')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}

export function refundRequestOutput(row: RefundRequestRow, timeZone: string): SaleRefundRequestOutput {
  const input = JSON.parse(row.input) as { reason?: string | null };
  return {
    id: row.id,
    qty: Number(row.qty),
    amount: fenToYuan(Number(row.amount)),
    reason: input.reason ?? null,
    status: row.status,
    approvalId: row.approvalId,
    refundId: row.refundId,
    createTime: formatTime(row.createTime, timeZone),
    createUserName: row.createUserName,
    decidedTime: formatNullableTime(row.decidedTime, timeZone),
  };
}
