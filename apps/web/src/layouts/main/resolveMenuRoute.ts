import { matchRoutes } from 'react-router';
import type { MenuRoute } from '../../app/menu/menuRoutes.ts';

export interface ResolvedRoute {
  route: MenuRoute;
  params: Record<string, string | undefined>;
  /** The menu key to highlight: the route itself, or its nearest visible ancestor when hidden. */
  selectedPath: string;
  /** Paths of the route's ancestors, top-level first (open sub-menus, breadcrumb). */
  ancestorPaths: string[];
  ancestors: MenuRoute[];
}

/** Paths resolved per menu (a new menu is a new array): the shell asks for the same path many times a render. */
const resolved = new WeakMap<readonly MenuRoute[], Map<string, ResolvedRoute | null>>();
/** Beyond this many paths of one menu (detail pages carry ids), the remembered ones are dropped. */
const MAX_REMEMBERED = 500;

/** Matches a pathname against the menu routes (React Router's ranking: static segments beat params). */
export function resolveMenuRoute(routes: readonly MenuRoute[], pathname: string): ResolvedRoute | null {
  let byPath = resolved.get(routes);
  if (!byPath) {
    byPath = new Map();
    resolved.set(routes, byPath);
  }
  if (byPath.has(pathname)) return byPath.get(pathname) ?? null;
  if (byPath.size >= MAX_REMEMBERED) byPath.clear();
  const result = matchUncached(routes, pathname);
  byPath.set(pathname, result);
  return result;
}

function matchUncached(routes: readonly MenuRoute[], pathname: string): ResolvedRoute | null {
  const objects = routes.map((route) => ({ path: route.path, id: String(route.id) }));
  const match = matchRoutes(objects, pathname)?.[0];
  if (!match) return null;
  const byId = new Map(routes.map((r) => [r.id, r]));
  const route = byId.get(Number(match.route.id));
  if (!route) return null;
  const ancestors = route.trail
    .slice(0, -1)
    .map((id) => byId.get(id))
    .filter((r): r is MenuRoute => r !== undefined);
  const visible = [...ancestors, route].filter((r) => !r.isHide);
  const selectedPath = route.isHide ? (visible[visible.length - 1]?.path ?? route.path) : route.path;
  return {
    route,
    params: match.params,
    selectedPath,
    ancestorPaths: ancestors.map((r) => r.path),
    ancestors,
  };
}
