import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { vipColumns } from './export.ts';
import type { VipImporter } from './import.ts';
import {
  balanceLogOutput,
  balanceLogPageInput,
  goodsRankOutput,
  lookupQuery,
  rankQuery,
  topUpInput,
  topUpOutput,
  topUpSlipOutput,
  vipAddInput,
  vipExportInput,
  vipOutput,
  vipPageInput,
  vipUpdateInput,
} from '@retail/contracts/api/retail/vip';
import type { VipService } from './service.ts';
import type { TopUpSlipService } from './top-up-slip.ts';

const tags = ['vip'];

export function vipRoutes(
  app: FastifyInstance,
  service: VipService,
  importer: VipImporter,
  slips: TopUpSlipService,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/vip/page',
    access: { permission: 'vip:page' },
    kind: 'read',
    summary: 'Page of members of the tenant (filters: cardNo, name, mobile, level, status)',
    tags,
    body: vipPageInput,
    result: pageResultSchema(vipOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/vip/lookup',
    access: { permission: 'vip:page', openAccess: true },
    summary:
      'Enabled members of the tenant with exactly this mobile or card number (the sale screen) (?keyword=)',
    tags,
    query: lookupQuery,
    result: z.array(vipOutput),
    handler: ({ query, request }) => service.lookup(principalOf(request), query.keyword),
  });
  route({
    method: 'GET',
    url: '/api/vip/detail',
    access: { permission: 'vip:detail' },
    summary: 'One member (?id=)',
    tags,
    query: idQuery,
    result: vipOutput,
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/vip/goodsRank',
    access: { permission: 'vip:detail' },
    summary: 'Goods this member buys most: quantity and amount net of refunds (?id=&top=10)',
    tags,
    query: rankQuery,
    result: z.array(goodsRankOutput),
    handler: ({ query, request }) => service.goodsRank(principalOf(request), query.id, query.top),
  });
  route({
    method: 'POST',
    url: '/api/vip/add',
    access: { permission: 'vip:add' },
    summary: 'Add a member (card number unique in the tenant; level from the vip_level dictionary)',
    tags,
    body: vipAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/vip/update',
    access: { permission: 'vip:update' },
    summary: 'Update a member (absent fields stay; balance and totals are never set here)',
    tags,
    body: vipUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/vip/delete',
    access: { permission: 'vip:delete' },
    summary: 'Delete a member without balance',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/vip/topUp',
    access: { permission: 'vip:topUp' },
    summary:
      'Top up a balance (amount paid + optional bonus) through the balance ledger; answers the new balance and the ledger row of the money paid in (its slip’s id)',
    tags,
    body: topUpInput,
    result: topUpOutput,
    handler: ({ body, request }) => service.topUp(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/vip/topUpSlip',
    access: { permission: 'vip:topUp' },
    summary:
      'What a printed top-up slip shows (?id= the ledger row of the money paid in): amount, bonus, balances and the shop’s texts',
    tags,
    query: idQuery,
    result: topUpSlipOutput,
    handler: ({ query, request }) => slips.slip(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/vip/balanceLog',
    access: { permission: 'vip:balanceLog' },
    kind: 'read',
    summary: "Page of a member's balance changes (filters: kind, time range)",
    tags,
    body: balanceLogPageInput,
    result: pageResultSchema(balanceLogOutput),
    handler: ({ body, request }) => service.balanceLog(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/vip/export',
    access: { permission: 'vip:export' },
    summary: `The filtered members as an .xlsx file (newest first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: vipExportInput,
    fileName: 'vip.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      const levels = await service.levelNames(request.lang);
      return buildSheet('Members', vipColumns(levels), rows, request.lang);
    },
  });
  fileRoute(app, {
    url: '/api/vip/template',
    access: { permission: 'vip:import' },
    summary: 'The member import template (.xlsx)',
    tags,
    fileName: 'vip-template.xlsx',
    handler: (_body, request) => importer.template(request.lang),
  });
  route({
    method: 'POST',
    url: '/api/vip/import',
    access: { permission: 'vip:import' },
    summary:
      'Import members from the template (body: the .xlsx file); good rows are added, each refused row reported with its reason',
    tags,
    result: z.object({
      total: z.number(),
      imported: z.number(),
      failed: z.array(z.object({ row: z.number(), reason: z.string() })),
    }),
    handler: ({ request }) => importer.import(actorOf(request), request.body, request.lang),
  });
}
