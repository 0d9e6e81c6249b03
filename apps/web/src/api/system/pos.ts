import type { PageInput, PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { AuditFields, StatusValue } from './common.ts';

export interface PosRow extends AuditFields {
  id: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
}

export interface PosFilters {
  name?: string;
  code?: string;
  status?: StatusValue;
}

export interface PosInput {
  name: string;
  code?: string | null;
  orderNo?: number;
  status?: StatusValue;
  remark?: string | null;
}

export const posApi = {
  page: (input: PageInput & PosFilters, signal?: AbortSignal) =>
    http.post<PageResult<PosRow>>('/api/sysPos/page', input, { signal }),
  list: () => http.get<PosRow[]>('/api/sysPos/list'),
  add: (input: PosInput) => http.post<number>('/api/sysPos/add', input),
  update: (input: PosInput & { id: number }) => http.post<null>('/api/sysPos/update', input),
  delete: (id: number) => http.post<null>('/api/sysPos/delete', { id }),
};
