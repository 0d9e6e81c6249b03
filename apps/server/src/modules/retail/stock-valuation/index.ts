import { valuationInput, valuationOutput } from '@retail/contracts/api/retail/stock-valuation';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import type { ModuleDeps } from '../../module.ts';
import { categoryService } from '../goods-category/index.ts';
import { ValuationRepository } from './repository.ts';
import { ValuationService } from './service.ts';

const tags = ['stockValuation'];

/** The stock valuation report: value of the stock by location and category at the end of a chosen day. */
export function registerStockValuationModule(deps: ModuleDeps): void {
  const { app, ctx, retail } = deps;
  const service = new ValuationService(
    new ValuationRepository(ctx.db),
    retail.locations,
    categoryService(deps),
    ctx.config.timeZone,
  );
  const route = routeRegistrar(app, ctx.config.timeZone);
  route({
    method: 'POST',
    url: '/api/stockValuation/report',
    access: { permission: 'stockValuation:report' },
    kind: 'read',
    summary: 'Stock quantity and value (moving-average cost) by location and category at the end of a day',
    tags,
    body: valuationInput,
    result: valuationOutput,
    handler: ({ body, request }) => service.report(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/stockValuation/export',
    access: { permission: 'stockValuation:export' },
    summary: 'The stock valuation report as an .xlsx file',
    tags,
    body: valuationInput,
    fileName: 'stock-valuation.xlsx',
    handler: (body, request) => service.export(principalOf(request), body, request.lang),
  });
}
