import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../platform/http/access.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { settingsOutput, settingsUpdateInput } from '@retail/contracts/api/retail/settings';
import type { RetailSettingsService } from './service.ts';

const tags = ['retailSetting'];

/** The tenant's retail settings: allow negative stock (default off), receipt header and footer. */
export function settingsRoutes(
  app: FastifyInstance,
  service: RetailSettingsService,
  audit: AuditLog,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/retailSetting/detail',
    access: { permission: 'retailSetting:detail' },
    summary: "The tenant's retail settings (defaults until first saved)",
    tags,
    result: settingsOutput,
    handler: ({ request }) => service.get(principalOf(request).tenantId),
  });
  route({
    method: 'POST',
    url: '/api/retailSetting/update',
    access: { permission: 'retailSetting:update' },
    summary: 'Change retail settings (absent fields stay as they are; "" or null clears a text)',
    tags,
    body: settingsUpdateInput,
    result: settingsOutput,
    handler: async ({ body, request }) => {
      const caller = principalOf(request);
      const before = await service.get(caller.tenantId);
      const after = await service.update(caller, body);
      recordDiff(audit, actorOf(request), {
        table: 'retail_setting',
        rowId: caller.tenantId,
        type: 'update',
        before,
        after,
      });
      return after;
    },
  });
}
