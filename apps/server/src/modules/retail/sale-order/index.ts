import type { ModuleDeps } from '../../module.ts';
import { DiscountApprovalRepository } from './approval-repository.ts';
import { DiscountApprovalService } from './discount-approvals.ts';
import { RefundRequestRepository } from './refund-requests.ts';
import { SaleRefundService } from './refund-service.ts';
import { RefundSlipService } from './refund-slip.ts';
import { SaleOrderRepository } from './repository.ts';
import { SaleReturnService } from './return-service.ts';
import { saleOrderRoutes } from './routes.ts';
import { SaleOrderService } from './service.ts';

/** The order, refund, return and discount-approval services, for the routes and for the demo data. */
export function saleOrderServices({ ctx, identity, retail, approvals: workflows }: ModuleDeps) {
  const approvals = new DiscountApprovalService({
    repo: new DiscountApprovalRepository(ctx.db),
    limits: retail.discountLimits,
    credentials: identity.credentials,
    permissions: identity.permissions,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
  });
  const deps = {
    repo: new SaleOrderRepository(ctx.db, ctx.config.db.type),
    retail,
    scopes: identity.scopes,
    ids: ctx.ids,
    dbType: ctx.config.db.type,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
    approvals,
    refundRequests: new RefundRequestRepository(ctx.db),
    approvalRuntime: workflows.runtime,
  };
  const orders = new SaleOrderService(deps);
  const refunds = new SaleRefundService(deps, orders);
  return {
    orders,
    refunds,
    returns: new SaleReturnService(deps, orders, refunds),
    slips: new RefundSlipService(deps, orders),
    approvals,
  };
}

/** Sales orders: sell, look up, print, cancel, refund, return without receipt, approve discounts. */
export function registerSaleOrderModule(deps: ModuleDeps): void {
  const services = saleOrderServices(deps);
  // an approved refund is made as its requester, in the approval's transaction
  deps.approvals.runtime.onOutcome('saleRefund', (trx, outcome) => services.refunds.held.ended(trx, outcome));
  saleOrderRoutes(deps.app, services, deps.ctx.config.timeZone);
}
