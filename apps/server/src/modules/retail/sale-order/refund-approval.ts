import { fenToYuan, RefundRequestStatus, SaleOrderStatus } from '@retail/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { ApprovalOutcome } from '../../system/approval/runtime.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import type { RefundRequest, SaleRefundService } from './refund-service.ts';
import type { SaleOrderDeps } from './service.ts';

type Wanted = Omit<RefundRequest, 'no' | 'now'>;

const ENDED = {
  approved: RefundRequestStatus.Refunded,
  rejected: RefundRequestStatus.Rejected,
  withdrawn: RefundRequestStatus.Withdrawn,
} as const;

/**
 * Refunds under approval (event `saleRefund`): a refund whose amount is above the binding's threshold is held as
 * a request with its input, and its approval makes it as the requester (the same `refundIn` as a refund at the
 * till); a rejection or withdrawal drops it. The till's supervisor approval of discounts is another thing.
 */
export class RefundApproval {
  constructor(
    private readonly deps: SaleOrderDeps,
    private readonly refunds: SaleRefundService,
  ) {}

  /** What the workflow's conditions read: the refund's `amount`, the order's `orderAmount` (yuan) and `qty`. */
  private async fieldsOf(db: Db, caller: Principal, request: Wanted) {
    const { repo } = this.deps;
    const order = await db
      .selectFrom('retailSaleOrder')
      .select(['no', 'amount', 'status'])
      .where('tenantId', '=', caller.tenantId)
      .where('id', '=', request.orderId)
      .executeTakeFirstOrThrow();
    const refundable: number[] = [SaleOrderStatus.Completed, SaleOrderStatus.PartlyRefunded];
    if (!refundable.includes(order.status)) throw new AppError(400, 'saleOrder.notRefundable');
    const picks = this.refunds.pick(await repo.lines(db, caller.tenantId, request.orderId), request.wanted);
    const amount = picks.reduce((a, p) => a + p.amount, 0);
    const qty = picks.reduce((a, p) => a + p.qty, 0);
    return {
      no: order.no,
      amount,
      qty,
      fields: { amount: fenToYuan(amount), orderAmount: fenToYuan(Number(order.amount)), qty },
    };
  }

  /**
   * Holds the refund for approval when a binding applies: true when held (nothing refunded yet), false when the
   * caller refunds at once.
   */
  async holdIfBound(caller: Principal, request: Wanted): Promise<boolean> {
    const { repo, approvalRuntime: runtime, refundRequests, ids } = this.deps;
    const wanted = await this.fieldsOf(repo.db, caller, request);
    const event = 'saleRefund' as const;
    if (!(await runtime.bindingFor(repo.db, caller.tenantId, { event, fields: wanted.fields }))) return false;
    const id = ids.next();
    const started = await inTransaction(repo.db, async (trx) => {
      // written before the start: a workflow that asks nobody approves at once and makes the refund
      await refundRequests.insert(trx, {
        id,
        tenantId: caller.tenantId,
        orderId: request.orderId,
        orgId: caller.orgId || null,
        input: JSON.stringify({
          reason: request.reason ?? null,
          wanted: request.wanted,
          method: request.method,
        }),
        amount: wanted.amount,
        qty: wanted.qty,
        status: RefundRequestStatus.Pending,
        approvalId: 0,
        refundId: null,
        createTime: Date.now(),
        createUserId: caller.userId,
        createUserName: caller.realName,
        decidedTime: null,
      });
      const run = await runtime.start(trx, {
        event,
        businessKey: String(id),
        title: wanted.no,
        fields: wanted.fields,
        starter: caller,
      });
      if (!run) throw new AppError(400, 'approval.workflowGone');
      await trx
        .updateTable('retailSaleRefundRequest')
        .set({ approvalId: run.instanceId })
        .where('tenantId', '=', caller.tenantId)
        .where('id', '=', id)
        .execute();
      return run;
    });
    started.announce();
    return true;
  }

  /** The outcome: approved makes the refund as its requester; rejected or withdrawn drops the request. */
  async ended(trx: Trx, outcome: ApprovalOutcome): Promise<void> {
    const { refundRequests, ids, dbType, timeZone } = this.deps;
    const tenantId = outcome.starter.tenantId;
    const id = Number(outcome.businessKey);
    const held = await refundRequests.find(trx, tenantId, id);
    if (!held) throw new Error(`refund request ${id} is missing`);
    let refundId: number | null = null;
    if (outcome.status === 'approved') {
      const input = JSON.parse(held.input) as Pick<Wanted, 'reason' | 'wanted' | 'method'>;
      const no = await nextDocNo(trx, dbType, ids, tenantId, 'TH', outcome.now, timeZone);
      refundId = await this.refunds.refundIn(trx, outcome.starter, {
        orderId: held.orderId,
        ...input,
        no,
        now: outcome.now,
      });
    }
    await refundRequests.end(trx, tenantId, id, {
      status: ENDED[outcome.status],
      refundId,
      now: outcome.now,
    });
  }
}
