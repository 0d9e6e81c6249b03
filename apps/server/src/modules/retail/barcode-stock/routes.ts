import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import {
  stockFilter,
  stockLogFilter,
  stockLogOutput,
  stockLogPageInput,
  stockOutput,
  stockPageInput,
} from '@retail/contracts/api/retail/barcode-stock';
import type { StockViewService } from './service.ts';

export function stockViewRoutes(app: FastifyInstance, service: StockViewService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/barcodeStock/page',
    access: { permission: 'barcodeStock:page', openAccess: true },
    kind: 'read',
    summary: 'Page of barcode stock with goods details (keyword, category, low/zero/negative stock)',
    tags: ['barcodeStock'],
    body: stockPageInput,
    result: pageResultSchema(stockOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/barcodeStock/export',
    access: { permission: 'barcodeStock:export' },
    summary: 'The filtered barcode stock as an .xlsx file',
    tags: ['barcodeStock'],
    body: stockFilter,
    fileName: 'stock.xlsx',
    handler: (body, request) => service.export(principalOf(request), body, request.lang),
  });
  route({
    method: 'POST',
    url: '/api/barcodeStockLog/page',
    access: { permission: 'barcodeStockLog:page' },
    kind: 'read',
    summary: 'Page of stock movements (barcode, goods, kind, document no., time range in the business zone)',
    tags: ['barcodeStockLog'],
    body: stockLogPageInput,
    result: pageResultSchema(stockLogOutput),
    handler: ({ body, request }) => service.logPage(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/barcodeStockLog/export',
    access: { permission: 'barcodeStockLog:export' },
    summary: 'The filtered stock movements as an .xlsx file',
    tags: ['barcodeStockLog'],
    body: stockLogFilter,
    fileName: 'stock-log.xlsx',
    handler: (body, request) => service.logExport(principalOf(request), body, request.lang),
  });
}
