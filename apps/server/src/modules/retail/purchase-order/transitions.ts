import { PurchaseOrderStatus } from '@retail/contracts';
import type { PurchaseCloseInput } from '@retail/contracts/api/retail/purchase';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { OrderRow } from './repository.ts';
import type { PurchaseOrderDeps, PurchaseOrderService } from './service.ts';

type Refusal = 'purchaseOrder.notDraft' | 'purchaseOrder.notClosable' | 'purchaseOrder.notCancellable';

/**
 * The status steps of a purchase order that move no stock: delete (a draft), approve, close short and cancel. Each
 * is one conditional UPDATE from the statuses it may leave, so a concurrent step or a receipt finds nothing to
 * change and the caller gets the refusal naming the order.
 */
export class PurchaseOrderTransitions {
  constructor(
    private readonly deps: PurchaseOrderDeps,
    private readonly orders: PurchaseOrderService,
  ) {}

  private async step(
    caller: Principal,
    id: number,
    from: number[],
    changes: (now: number) => Partial<OrderRow> & Record<string, unknown>,
    refusal: Refusal,
  ): Promise<void> {
    const current = await this.orders.find(caller, id);
    const now = Date.now();
    const done = await inTransaction(this.deps.db, (trx) =>
      this.deps.repo.updateIf(trx, caller.tenantId, id, from, {
        ...changes(now),
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      }),
    );
    if (!done) throw new AppError(400, refusal, { no: current.no });
  }

  /** Soft delete of a draft (its number stays used). */
  delete(caller: Principal, id: number): Promise<void> {
    return this.step(
      caller,
      id,
      [PurchaseOrderStatus.Draft],
      () => ({ isDelete: 1 }),
      'purchaseOrder.notDraft',
    );
  }

  /** Draft → approved; from then on goods may be received and the order counts as on order. */
  approve(caller: Principal, id: number): Promise<void> {
    return this.step(
      caller,
      id,
      [PurchaseOrderStatus.Draft],
      (now) => ({
        status: PurchaseOrderStatus.Approved,
        approveTime: now,
        approveUserId: caller.userId,
        approveUserName: caller.realName,
      }),
      'purchaseOrder.notDraft',
    );
  }

  /** Partly received → closed: what has not arrived will not come (it no longer counts as on order). */
  close(caller: Principal, input: PurchaseCloseInput): Promise<void> {
    return this.finish(
      caller,
      input,
      [PurchaseOrderStatus.PartlyReceived],
      PurchaseOrderStatus.Closed,
      'purchaseOrder.notClosable',
    );
  }

  /** Draft or approved with nothing received → cancelled. */
  cancel(caller: Principal, input: PurchaseCloseInput): Promise<void> {
    return this.finish(
      caller,
      input,
      [PurchaseOrderStatus.Draft, PurchaseOrderStatus.Approved],
      PurchaseOrderStatus.Cancelled,
      'purchaseOrder.notCancellable',
    );
  }

  private finish(
    caller: Principal,
    input: PurchaseCloseInput,
    from: number[],
    to: PurchaseOrderStatus,
    refusal: Refusal,
  ): Promise<void> {
    return this.step(
      caller,
      input.id,
      from,
      (now) => ({
        status: to,
        closeTime: now,
        closeUserId: caller.userId,
        closeUserName: caller.realName,
        closeReason: input.reason ?? null,
      }),
      refusal,
    );
  }
}
