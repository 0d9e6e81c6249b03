import { http } from './http.ts';

/** A node of `GET /api/sysMenu/loginMenuTree` (spec §3 "Menu node"). */
export interface MenuNode {
  id: number;
  pid: number;
  path: string;
  name: string | null;
  /** A screen file (`/goods/list/index`), `Layout` for directories, or a router-view name. */
  component: string | null;
  redirect: string | null;
  meta: {
    /** An i18n key (`menu.goodsList`) or plain text. */
    title: string;
    icon: string;
    /** A URL opens a new window; any other non-empty value is an in-app hash path. */
    isLink: string;
    isHide: boolean;
    isKeepAlive: boolean;
    isAffix: boolean;
    isIframe: boolean;
    isDynamic: boolean;
    isDynamicPath: string;
    /** Roles allowed to see the route; absent means everyone (spec §6). */
    roles?: string[];
  };
  children: MenuNode[];
}

export function getLoginMenuTree(signal?: AbortSignal): Promise<MenuNode[]> {
  return http.get<MenuNode[]>('/api/sysMenu/loginMenuTree', signal ? { signal } : undefined);
}

/** The paths of all menu routes, the caller's or not (tells a screen the user may not open from an unknown address). */
export function getRoutePaths(): Promise<string[]> {
  return http.get<string[]>('/api/sysMenu/routePaths');
}
