import type { MenuAddBody, MenuOutput, MenuUpdateBody } from '@retail/contracts/api/system/menu';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Menus, screens and buttons of the platform (`/api/sysMenu`). */
export const menuApi = {
  /** The whole tree with buttons (no filters), or a flat list matching Title / Type. */
  list: (filters: { title?: string; type?: number } = {}, signal?: AbortSignal) =>
    http.get<MenuOutput[]>('/api/sysMenu/list', {
      query: { Title: filters.title, Type: filters.type },
      signal,
    }),
  add: (input: MenuAddBody) => http.post<number>('/api/sysMenu/add', input),
  update: (input: MenuUpdateBody) => http.post<null>('/api/sysMenu/update', input),
  delete: (id: number) => http.post<null>('/api/sysMenu/delete', { id }),
};

export const menuKeys = resourceKeys('sysMenu');
