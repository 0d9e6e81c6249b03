import type { PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { AuditFields, PageOf } from './common.ts';

export interface SysConfig extends AuditFields {
  id: number;
  name: string;
  code: string;
  value: string | null;
  /** 1 built in (cannot be deleted), 2 added by a user */
  sysFlag: 1 | 2;
  groupCode: string | null;
  orderNo: number;
  remark: string | null;
}

export type ConfigInput = Pick<SysConfig, 'name' | 'code' | 'value' | 'groupCode' | 'orderNo' | 'remark'>;
export interface ConfigFilters {
  name: string;
  code: string;
  groupCode: string;
}

export const configApi = {
  page: (input: PageOf<ConfigFilters>, signal?: AbortSignal) =>
    http.post<PageResult<SysConfig>>('/api/sysConfig/page', input, { signal }),
  groups: () => http.get<string[]>('/api/sysConfig/groupList'),
  add: (input: ConfigInput) => http.post<number>('/api/sysConfig/add', input),
  update: (input: ConfigInput & { id: number }) => http.post<null>('/api/sysConfig/update', input),
  delete: (id: number) => http.post<null>('/api/sysConfig/delete', { id }),
};
