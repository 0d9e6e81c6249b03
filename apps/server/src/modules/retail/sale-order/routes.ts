import { idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { SaleRefundService } from './refund-service.ts';
import {
  receiptOutput,
  saleCancelInput,
  saleOrderAddInput,
  saleOrderDetailOutput,
  saleOrderOutput,
  saleOrderPageInput,
  saleRefundInput,
} from '@retail/contracts/api/retail/sale-order';
import type { SaleOrderService } from './service.ts';

const tags = ['saleOrder'];

export function saleOrderRoutes(
  app: FastifyInstance,
  orders: SaleOrderService,
  refunds: SaleRefundService,
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
}
