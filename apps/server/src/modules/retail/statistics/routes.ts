import { EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { categorySheet, goodsRankSheet, productSheet, summaryBook, vipRankSheet } from './export.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import {
  businessDateOutput,
  categoryStatsInput,
  categoryStatsRow,
  goodsStatsRow,
  overviewOutput,
  overviewQuery,
  productStatsInput,
  rankInput,
  saleSummaryInput,
  saleSummaryOutput,
  vipRankRow,
} from '@retail/contracts/api/retail/statistics';
import type { StatisticsService } from './service.ts';

const tags = ['statistics'];

export function statisticsRoutes(app: FastifyInstance, service: StatisticsService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/statistics/businessDate',
    access: { login: true },
    summary: 'Today in the business time zone (report screens default their date ranges to it)',
    tags,
    result: businessDateOutput,
    handler: () => service.businessDate(),
  });
  route({
    method: 'GET',
    url: '/api/statistics/overview',
    access: { permission: 'statistics:sale' },
    kind: 'read',
    summary:
      'Home dashboard: today and yesterday, the last 30 business days and their payments by method (?locationId narrows to one stock location)',
    tags,
    query: overviewQuery,
    result: overviewOutput,
    handler: ({ query, request }) => service.overview(principalOf(request), query),
  });
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
  // the figures of each report, as the screens get them, written as a sheet
  const file = { access: { permission: 'statistics:export' }, tags } as const;
  fileRoute(app, {
    ...file,
    url: '/api/statistics/saleSummaryExport',
    summary: 'The sale summary series as an .xlsx file',
    body: saleSummaryInput,
    fileName: 'sale-summary.xlsx',
    handler: async (body, request) =>
      summaryBook(await service.saleSummary(principalOf(request), body), request.lang),
  });
  fileRoute(app, {
    ...file,
    url: '/api/statistics/productExport',
    summary: 'The product statistics as an .xlsx file',
    body: productStatsInput,
    fileName: 'products.xlsx',
    handler: async (body, request) =>
      productSheet(
        (
          await service.productStats(
            principalOf(request),
            { ...body, page: 1, pageSize: EXCEL_MAX_ROWS },
            EXCEL_MAX_ROWS,
          )
        ).items,
        request.lang,
      ),
  });
  fileRoute(app, {
    ...file,
    url: '/api/statistics/goodsRankExport',
    summary: 'The goods ranking as an .xlsx file',
    body: rankInput,
    fileName: 'goods-ranking.xlsx',
    handler: async (body, request) =>
      goodsRankSheet(await service.goodsRank(principalOf(request), body), request.lang),
  });
  fileRoute(app, {
    ...file,
    url: '/api/statistics/vipRankExport',
    summary: 'The member ranking as an .xlsx file',
    body: rankInput,
    fileName: 'member-ranking.xlsx',
    handler: async (body, request) =>
      vipRankSheet(await service.vipRank(principalOf(request), body), request.lang),
  });
  fileRoute(app, {
    ...file,
    url: '/api/statistics/categoryExport',
    summary: 'The category statistics as an .xlsx file',
    body: categoryStatsInput,
    fileName: 'categories.xlsx',
    handler: async (body, request) =>
      categorySheet(await service.categoryStats(principalOf(request), body), request.lang),
  });
}
