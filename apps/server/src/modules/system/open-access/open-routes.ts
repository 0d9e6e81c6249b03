import type { OpenAccessRouteOutput } from '@retail/contracts/api/system/open-access';
import { opensToSignedCalls, type RouteEntry } from '../../../platform/http/route.ts';

/** The routes that accept signed calls, from the catalogue of declared routes (filled as routes register). */
export function openRoutes(catalogue: readonly RouteEntry[]): OpenAccessRouteOutput[] {
  return catalogue
    .filter((route) => opensToSignedCalls(route.access))
    .map((route) => ({
      method: route.method,
      url: route.url,
      permission: 'permission' in route.access ? route.access.permission : null,
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}
