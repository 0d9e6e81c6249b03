import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useMenuStore } from '../../stores/menu.ts';
import { type ResolvedRoute, resolveMenuRoute } from './resolveMenuRoute.ts';

/** The menu route of the current location, or null. */
export function useCurrentMenuRoute(): ResolvedRoute | null {
  const { pathname } = useLocation();
  const routes = useMenuStore((s) => s.routes);
  return useMemo(() => resolveMenuRoute(routes, pathname), [routes, pathname]);
}
