import { stockLocationOutput } from '@retail/contracts/api/retail/stock-location';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import type { ModuleDeps } from '../../module.ts';

/** The tenant's stock locations as the caller sees them: every screen that picks a location reads this list. */
export function registerStockLocationModule({ app, ctx, retail }: ModuleDeps): void {
  const route = routeRegistrar(app, ctx.config.timeZone);
  route({
    method: 'GET',
    url: '/api/stockLocation/list',
    access: { login: true },
    kind: 'read',
    summary:
      "The tenant's stores and warehouses that hold stock, with the caller's own and readable ones marked",
    tags: ['stockLocation'],
    result: z.array(stockLocationOutput),
    handler: async ({ request }) => {
      const caller = principalOf(request);
      const [locations, own, readable] = await Promise.all([
        retail.locations.list(caller.tenantId),
        retail.locations.ofCaller(caller),
        retail.locations.readable(caller),
      ]);
      return locations.map((l) => ({
        ...l,
        own: l.id === own,
        readable: readable === null || readable.includes(l.id),
      }));
    },
  });
}
