import type {
  DiscountApprovalOutput,
  DiscountApproveInput,
  DiscountLimitOutput,
} from '@retail/contracts/api/retail/sale-order';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PermissionService } from '../../system/access/permissions.ts';
import type { CredentialService } from '../../system/auth/credentials.ts';
import type { DiscountLimit, DiscountLimitService } from '../settings/discount-limits.ts';
import type { DiscountApprovalRepository } from './approval-repository.ts';
import { type DiscountPercents, withinLimit } from './discount-percents.ts';

export interface DiscountApprovalDeps {
  repo: DiscountApprovalRepository;
  limits: DiscountLimitService;
  credentials: CredentialService;
  permissions: PermissionService;
  ids: IdGenerator;
  timeZone: string;
}

const APPROVE_CODE = 'saleOrder:approveDiscount';

/** A limit as message params ("20%"); no limit is shown as 100%, which is what it allows. */
const limitParams = (limit: DiscountLimit) => ({
  line: `${limit.maxLinePct ?? 100}%`,
  order: `${limit.maxOrderPct ?? 100}%`,
});

/**
 * Discount limits at the till: the server refuses a sale whose discounts exceed the seller's limit unless a
 * supervisor approved that checkout (its client key) with their own account and password. Every approval is a
 * row of the log, linked to the order it allowed.
 */
export class DiscountApprovalService {
  constructor(private readonly deps: DiscountApprovalDeps) {}

  async limitOf(caller: Principal): Promise<DiscountLimitOutput> {
    const limit = await this.deps.limits.limitOf(caller);
    return { maxLineDiscountPct: limit.maxLinePct, maxOrderDiscountPct: limit.maxOrderPct };
  }

  /**
   * Checks the supervisor's password with the sign-in's verifier (a wrong one counts toward the account's lock),
   * then that the supervisor is of the caller's tenant, holds the approval code and may give such discounts.
   */
  async approve(
    caller: Principal,
    input: DiscountApproveInput,
    now = Date.now(),
  ): Promise<DiscountApprovalOutput> {
    const { credentials, permissions, limits, repo, ids, timeZone } = this.deps;
    const user = await credentials.verify(input.account, input.password);
    const approver: Principal = {
      userId: user.id,
      tenantId: user.tenantId,
      account: user.account,
      realName: user.realName,
      accountType: user.accountType,
      orgId: user.orgId,
    };
    if (approver.tenantId !== caller.tenantId || !(await permissions.has(approver, APPROVE_CODE))) {
      throw new AppError(403, 'saleOrder.approverNotAllowed');
    }
    const limit = await limits.limitOf(approver);
    if (!withinLimit(limit, { line: input.lineDiscountPct, order: input.orderDiscountPct })) {
      throw new AppError(403, 'saleOrder.approverLimit', limitParams(limit));
    }
    const row = {
      id: ids.next(),
      tenantId: caller.tenantId,
      clientKey: input.clientKey,
      linePct: input.lineDiscountPct,
      orderPct: input.orderDiscountPct,
      requestedById: caller.userId,
      requestedByName: caller.realName,
      approvedById: approver.userId,
      approvedByName: approver.realName,
      orderId: null,
      createTime: now,
      usedTime: null,
    };
    await repo.insert(row);
    return approvalOutput(row, timeZone);
  }

  /**
   * Inside the sale's transaction: refuses discounts above the seller's limit that no approval for this client
   * key (given to this seller) covers; links the approvals to the order when one was needed.
   */
  async assertAllowed(
    trx: Trx,
    caller: Principal,
    sale: { clientKey: string; orderId: number; pct: DiscountPercents; now: number },
  ): Promise<void> {
    if (sale.pct.line === 0 && sale.pct.order === 0) return;
    const limit = await this.deps.limits.limitOf(caller, trx);
    if (withinLimit(limit, sale.pct)) return;
    const approvals = await this.deps.repo.forKey(trx, caller.tenantId, sale.clientKey, caller.userId);
    const covered = approvals.some((a) => a.linePct >= sale.pct.line && a.orderPct >= sale.pct.order);
    if (!covered) throw new AppError(403, 'saleOrder.discountOverLimit', limitParams(limit));
    await this.deps.repo.markUsed(trx, caller.tenantId, sale.clientKey, sale.orderId, sale.now);
  }

  async forOrder(caller: Principal, orderId: number): Promise<DiscountApprovalOutput[]> {
    const rows = await this.deps.repo.forOrder(caller.tenantId, orderId);
    return rows.map((r) => approvalOutput(r, this.deps.timeZone));
  }
}

function approvalOutput(
  r: {
    id: number;
    clientKey: string;
    linePct: number;
    orderPct: number;
    requestedByName: string | null;
    approvedByName: string | null;
    orderId: number | null;
    createTime: number;
  },
  timeZone: string,
): DiscountApprovalOutput {
  return {
    id: r.id,
    clientKey: r.clientKey,
    lineDiscountPct: Number(r.linePct),
    orderDiscountPct: Number(r.orderPct),
    requestedByName: r.requestedByName,
    approvedByName: r.approvedByName,
    orderId: r.orderId,
    createTime: formatTime(Number(r.createTime), timeZone),
  };
}
