import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '../../../platform/http/paging.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import {
  categoryStatsInput,
  categoryStatsRow,
  goodsStatsRow,
  productStatsInput,
  rankInput,
  saleSummaryInput,
  saleSummaryOutput,
  vipRankRow,
} from './schemas.ts';
import type { StatisticsService } from './service.ts';

const tags = ['statistics'];

export function statisticsRoutes(app: FastifyInstance, service: StatisticsService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/statistics/saleSummary',
    access: { permission: 'statistics:sale' },
    kind: 'read',
    summary:
      'Sales by day, week or month: orders, gross sales, refunds, net sales, items; by payment method and staff',
    tags,
    body: saleSummaryInput,
    result: saleSummaryOutput,
    handler: ({ body, request }) => service.saleSummary(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/statistics/product',
    access: { permission: 'statistics:product' },
    kind: 'read',
    summary: 'Per goods: quantity, revenue, refunds, cost and gross profit in a date range (paged, sortable)',
    tags,
    body: productStatsInput,
    result: pageResultSchema(goodsStatsRow),
    handler: ({ body, request }) => service.productStats(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/statistics/category',
    access: { permission: 'statistics:category' },
    kind: 'read',
    summary: 'Per category of the goods sold: quantity, revenue, refunds, cost and gross profit',
    tags,
    body: categoryStatsInput,
    result: z.array(categoryStatsRow),
    handler: ({ body, request }) => service.categoryStats(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/statistics/goodsRank',
    access: { permission: 'statistics:goodsRank' },
    kind: 'read',
    summary: 'Best-selling goods by net amount or quantity',
    tags,
    body: rankInput,
    result: z.array(goodsStatsRow),
    handler: ({ body, request }) => service.goodsRank(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/statistics/vipRank',
    access: { permission: 'statistics:vipRank' },
    kind: 'read',
    summary: 'Members who bought most, by net amount or quantity',
    tags,
    body: rankInput,
    result: z.array(vipRankRow),
    handler: ({ body, request }) => service.vipRank(principalOf(request), body),
  });
}
