import { http } from '../http.ts';
import type { StatusValue } from './common.ts';

export interface MenuNode {
  id: number;
  pid: number;
  /** 1 directory, 2 menu, 3 button (contracts `MenuType`) */
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  /** an i18n key for seeded menus (`menu.sysUser`), else plain text */
  title: string;
  icon: string | null;
  isIframe: boolean;
  outLink: string | null;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
  children: MenuNode[];
}

export interface MenuInput {
  pid: number;
  type: number;
  name?: string | null;
  path?: string | null;
  component?: string | null;
  redirect?: string | null;
  permission?: string | null;
  title: string;
  icon?: string | null;
  isIframe?: boolean;
  outLink?: string | null;
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  orderNo?: number;
  status?: StatusValue;
  remark?: string | null;
}

export const menuApi = {
  /** The whole tree with buttons (no filters), or a flat list matching Title / Type. */
  list: (filters: { title?: string; type?: number } = {}, signal?: AbortSignal) =>
    http.get<MenuNode[]>('/api/sysMenu/list', {
      query: { Title: filters.title, Type: filters.type },
      signal,
    }),
  add: (input: MenuInput) => http.post<number>('/api/sysMenu/add', input),
  update: (input: MenuInput & { id: number }) => http.post<null>('/api/sysMenu/update', input),
  delete: (id: number) => http.post<null>('/api/sysMenu/delete', { id }),
};
