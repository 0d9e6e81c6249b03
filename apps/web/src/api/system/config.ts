import type { PageResult } from '@retail/contracts';
import type {
  ConfigAddBody,
  ConfigOutput,
  ConfigPageBody,
  ConfigUpdateBody,
} from '@retail/contracts/api/system/config';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** System configuration values (`/api/sysConfig`). */
export const configApi = {
  page: (input: ConfigPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ConfigOutput>>('/api/sysConfig/page', input, { signal }),
  groups: () => http.get<string[]>('/api/sysConfig/groupList'),
  add: (input: ConfigAddBody) => http.post<number>('/api/sysConfig/add', input),
  update: (input: ConfigUpdateBody) => http.post<null>('/api/sysConfig/update', input),
  delete: (id: number) => http.post<null>('/api/sysConfig/delete', { id }),
};

export const configKeys = resourceKeys('sysConfig');
