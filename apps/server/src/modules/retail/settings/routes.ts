import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../platform/http/access.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { settingsOutput, settingsUpdateInput } from '@retail/contracts/api/retail/settings';
import type { RetailCore } from '../core.ts';

const tags = ['retailSetting'];

/** The tenant's retail settings: allow negative stock (default off), receipt texts, discount limits per role. */
export function settingsRoutes(
  app: FastifyInstance,
  retail: Pick<RetailCore, 'settings' | 'discountLimits' | 'locations'>,
  audit: AuditLog,
  timeZone: string,
): void {
  const { settings: service, discountLimits: limits, locations } = retail;
  const route = routeRegistrar(app, timeZone);
  const detail = async (tenantId: number) => ({
    ...(await service.get(tenantId)),
    discountLimits: await limits.list(tenantId),
  });
  route({
    method: 'GET',
    url: '/api/retailSetting/detail',
    access: { permission: 'retailSetting:detail' },
    summary: "The tenant's retail settings (defaults until first saved)",
    tags,
    result: settingsOutput,
    handler: ({ request }) => detail(principalOf(request).tenantId),
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
      const before = await detail(caller.tenantId);
      const { discountLimits, ...settings } = body;
      if (settings.mainLocationId)
        await locations.assertMainCandidate(caller.tenantId, settings.mainLocationId);
      await service.update(caller, settings);
      if (discountLimits) await limits.set(caller, discountLimits);
      const after = await detail(caller.tenantId);
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
