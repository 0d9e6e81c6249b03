import type { PageResult } from '@retail/contracts';
import type {
  WechatUserExportBody,
  WechatUserOutput,
  WechatUserPageBody,
  WechatUserUpdateBody,
} from '@retail/contracts/api/system/wechat-user';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** WeChat users (`/api/sysWechatUser/*`, the WeChat plugin): members' WeChat identities, bound to members. */
export const wechatUserApi = {
  exportUrl: '/api/sysWechatUser/export',
  page: (input: WechatUserPageBody, signal?: AbortSignal) =>
    http.post<PageResult<WechatUserOutput>>('/api/sysWechatUser/page', input, { signal }),
  detail: (id: number) => http.get<WechatUserOutput>('/api/sysWechatUser/detail', { query: { id } }),
  update: (input: WechatUserUpdateBody) => http.post<null>('/api/sysWechatUser/update', input),
  bindVip: (id: number, vipId: number) => http.post<null>('/api/sysWechatUser/bindVip', { id, vipId }),
  unbind: (id: number) => http.post<null>('/api/sysWechatUser/unbind', { id }),
  delete: (id: number) => http.post<null>('/api/sysWechatUser/delete', { id }),
};

export const wechatUserKeys = resourceKeys('sysWechatUser');

/** The list's "bound" filter as the search bar holds it (a select of yes / no). */
export type BoundChoice = 'yes' | 'no';
export type WechatUserFilters = Omit<WechatUserExportBody, 'bound'> & { bound?: BoundChoice };

/** The search bar's filters as the API takes them. */
export function wechatUserQuery<F extends { bound?: BoundChoice | null }>(
  filters: F,
): Omit<F, 'bound'> & { bound?: boolean } {
  const { bound, ...rest } = filters;
  return bound ? { ...rest, bound: bound === 'yes' } : rest;
}
