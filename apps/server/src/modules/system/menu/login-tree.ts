import { Status } from '@retail/contracts';
import type { MenuRow } from './repository.ts';
import type { LoginMenuNode } from '@retail/contracts/api/system/menu';
import { ancestorIds, nest } from './tree.ts';

/** A path with a parameter segment (`/detail/:id`) is a dynamic route (spec §2). */
const DYNAMIC_SEGMENT = /\/:[^/]/;

/** Builds the route tree of a grant from the live directories and menus (already in display order). */
export function buildLoginMenuTree(
  routes: readonly MenuRow[],
  grantedIds: readonly number[],
): LoginMenuNode[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const wanted = new Set<number>();
  for (const id of grantedIds) {
    if (!byId.has(id) || wanted.has(id)) continue;
    wanted.add(id);
    for (const a of ancestorIds(byId, id)) wanted.add(a);
  }
  const shown = new Map<number, boolean>();
  const visible = (id: number): boolean => {
    const known = shown.get(id);
    if (known !== undefined) return known;
    shown.set(id, false); // guards against cycles in bad data
    const row = byId.get(id);
    const ok = !!row && row.status === Status.Enable && (row.pid === 0 || visible(row.pid));
    shown.set(id, ok);
    return ok;
  };
  const rows = routes.filter((r) => wanted.has(r.id) && visible(r.id));
  return nest<MenuRow, LoginMenuNode>(
    rows,
    (row, children) => {
      const path = row.path ?? '';
      return {
        id: row.id,
        pid: row.pid,
        path,
        name: row.name,
        component: row.component,
        redirect: row.redirect,
        meta: {
          title: row.title,
          icon: row.icon ?? '',
          isLink: row.outLink ?? '',
          isHide: row.isHide === 1,
          isKeepAlive: row.isKeepAlive === 1,
          isAffix: row.isAffix === 1,
          isIframe: row.isIframe === 1,
          isDynamic: DYNAMIC_SEGMENT.test(path),
          isDynamicPath: path,
        },
        children,
      };
    },
    false,
  );
}
