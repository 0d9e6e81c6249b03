import type { LoginMenuNode } from '@retail/contracts/api/system/menu';
import { http } from './http.ts';

/**
 * A node of `GET /api/sysMenu/loginMenuTree` (spec §3 "Menu node"). `meta.roles` is the template's route
 * field (spec §6: the roles allowed to see the route, absent means everyone); this server does not send it.
 */
export interface MenuNode extends Omit<LoginMenuNode, 'meta' | 'children'> {
  meta: LoginMenuNode['meta'] & { roles?: string[] };
  children: MenuNode[];
}

export function getLoginMenuTree(signal?: AbortSignal): Promise<MenuNode[]> {
  return http.get<MenuNode[]>('/api/sysMenu/loginMenuTree', signal ? { signal } : undefined);
}

/** The paths of all menu routes, the caller's or not (tells a screen the user may not open from an unknown address). */
export function getRoutePaths(): Promise<string[]> {
  return http.get<string[]>('/api/sysMenu/routePaths');
}
