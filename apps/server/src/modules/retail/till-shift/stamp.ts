import type { DbType } from '../../../config.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { RetailSettingsService } from '../settings/service.ts';

/**
 * The only writer of `shift_id` on orders, refunds and payment rows (RetailCore `shifts`). Called inside the sale
 * or refund transaction after its rows are written: it locks the caller's open shift row until that transaction
 * commits, so a close (which locks the same row first) either waits for the sale and counts it, or has already
 * closed the shift and the sale finds none: never a sale stamped on a shift whose Z report was computed.
 */
export class TillShiftStamps {
  constructor(
    private readonly dbType: DbType,
    private readonly settings: RetailSettingsService,
  ) {}

  /** Stamps a new order and its payment rows with the caller's open shift (refused without one when required). */
  async stampSale(trx: Trx, caller: Principal, orderId: number): Promise<void> {
    const shiftId = await this.openShiftOf(trx, caller);
    if (shiftId === null) return;
    const tenantId = caller.tenantId;
    await trx
      .updateTable('retailSaleOrder')
      .set({ shiftId })
      .where('tenantId', '=', tenantId)
      .where('id', '=', orderId)
      .execute();
    await trx
      .updateTable('retailSalePayment')
      .set({ shiftId })
      .where('tenantId', '=', tenantId)
      .where('orderId', '=', orderId)
      .where('refundId', 'is', null)
      .execute();
  }

  /** Stamps a new refund and its (negative) payment rows with the caller's open shift, as `stampSale`. */
  async stampRefund(trx: Trx, caller: Principal, refundId: number): Promise<void> {
    const shiftId = await this.openShiftOf(trx, caller);
    if (shiftId === null) return;
    const tenantId = caller.tenantId;
    await trx
      .updateTable('retailSaleRefund')
      .set({ shiftId })
      .where('tenantId', '=', tenantId)
      .where('id', '=', refundId)
      .execute();
    await trx
      .updateTable('retailSalePayment')
      .set({ shiftId })
      .where('tenantId', '=', tenantId)
      .where('refundId', '=', refundId)
      .execute();
  }

  /**
   * The caller's open shift, its row locked for the rest of the transaction (SQLite has one writer at a time).
   * A locking read sees the latest committed row on MariaDB too, whatever the transaction read before.
   */
  private async openShiftOf(trx: Trx, caller: Principal): Promise<number | null> {
    let query = trx
      .selectFrom('retailTillShift')
      .select('id')
      .where('tenantId', '=', caller.tenantId)
      .where('openUserId', '=', caller.userId);
    if (this.dbType !== 'sqlite') query = query.forUpdate();
    const shift = await query.executeTakeFirst();
    if (shift) return shift.id;
    if ((await this.settings.get(caller.tenantId, trx)).requireShift) {
      throw new AppError(400, 'tillShift.required');
    }
    return null;
  }
}
