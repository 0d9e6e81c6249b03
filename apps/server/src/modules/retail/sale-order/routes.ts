import { idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { saleOrderServices } from './index.ts';
import {
  discountApprovalOutput,
  discountApproveInput,
  discountLimitOutput,
  receiptOutput,
  refundSlipOutput,
  saleCancelInput,
  saleOrderAddInput,
  saleOrderDetailOutput,
  saleOrderOutput,
  saleOrderPageInput,
  saleRefundInput,
  saleReturnInput,
} from '@retail/contracts/api/retail/sale-order';

const tags = ['saleOrder'];

export function saleOrderRoutes(
  app: FastifyInstance,
  { orders, refunds, returns, slips, approvals }: ReturnType<typeof saleOrderServices>,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/saleOrder/page',
    access: { permission: 'saleOrder:page' },
    kind: 'read',
    summary: 'Page of sales orders the caller may see (tenant and data scope)',
    tags,
    body: saleOrderPageInput,
    result: pageResultSchema(saleOrderOutput),
    handler: ({ body, request }) => orders.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/saleOrder/detail',
    access: { permission: 'saleOrder:detail' },
    summary: 'A sales order with its lines, payments and refunds',
    tags,
    query: idQuery,
    result: saleOrderDetailOutput,
    handler: ({ query, request }) => orders.detailOf(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/saleOrder/receipt',
    access: { permission: 'saleOrder:print' },
    summary: 'What a printed receipt shows: the order plus the tenant receipt texts',
    tags,
    query: idQuery,
    result: receiptOutput,
    handler: ({ query, request }) => orders.receipt(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/saleOrder/add',
    access: { permission: 'saleOrder:add' },
    summary: 'Sell: prices from the catalogue, stock and balance taken atomically; one order per clientKey',
    tags,
    body: saleOrderAddInput,
    result: saleOrderDetailOutput,
    handler: ({ body, request }) => orders.create(actorOf(request), body),
  });
  fileRoute(app, {
    url: '/api/saleOrder/export',
    access: { permission: 'saleOrder:export' },
    summary: 'The filtered sales orders as an .xlsx file',
    tags,
    body: saleOrderPageInput,
    fileName: 'sale-orders.xlsx',
    handler: (body, request) => orders.export(principalOf(request), body, request.lang),
  });
  route({
    method: 'POST',
    url: '/api/saleOrder/cancel',
    access: { permission: 'saleOrder:cancel' },
    summary: 'Cancel a whole order without refunds: stock and money go back',
    tags,
    body: saleCancelInput,
    result: saleOrderDetailOutput,
    handler: ({ body, request }) => refunds.cancel(actorOf(request), body.id, body.reason),
  });
  route({
    method: 'POST',
    url: '/api/saleOrder/refund',
    access: { permission: 'saleOrder:refund' },
    summary: 'Refund chosen quantities of lines: stock and money go back by the original methods',
    tags,
    body: saleRefundInput,
    result: saleOrderDetailOutput,
    handler: ({ body, request }) => refunds.refund(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/saleOrder/return',
    access: { permission: 'saleOrder:return' },
    summary:
      'Return without the receipt: scanned goods back to stock, money out as cash or to the balance; one per clientKey',
    tags,
    body: saleReturnInput,
    result: saleOrderDetailOutput,
    handler: ({ body, request }) => returns.create(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/saleOrder/refundSlip',
    access: { permission: 'saleOrder:print' },
    summary: 'What a printed refund slip shows (id = the refund)',
    tags,
    query: idQuery,
    result: refundSlipOutput,
    handler: ({ query, request }) => slips.slip(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/saleOrder/discountLimit',
    access: { permission: 'saleOrder:add' },
    summary: "The caller's discount limits (whole percent; null = no limit)",
    tags,
    result: discountLimitOutput,
    handler: ({ request }) => approvals.limitOf(principalOf(request)),
  });
  // the seller calls it (hence saleOrder:add); the supervisor whose account and password it carries must hold
  // saleOrder:approveDiscount
  route({
    method: 'POST',
    url: '/api/saleOrder/approveDiscount',
    access: { permission: 'saleOrder:add' },
    summary: "A supervisor's approval of discounts above the seller's limit for one checkout (clientKey)",
    tags,
    body: discountApproveInput,
    result: discountApprovalOutput,
    handler: ({ body, request }) => approvals.approve(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/saleOrder/discountApprovals',
    access: { permission: 'saleOrder:detail' },
    summary: 'The discount approvals an order was sold with (the approval log)',
    tags,
    query: idQuery,
    result: z.array(discountApprovalOutput),
    handler: ({ query, request }) => orders.approvalsOf(principalOf(request), query.id),
  });
}
