import type { PageResult } from '@retail/contracts';
import type { PosAddBody, PosOutput, PosPageBody, PosUpdateBody } from '@retail/contracts/api/system/pos';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Positions (`/api/sysPos`): the job titles users hold. */
export const posApi = {
  page: (input: PosPageBody, signal?: AbortSignal) =>
    http.post<PageResult<PosOutput>>('/api/sysPos/page', input, { signal }),
  list: () => http.get<PosOutput[]>('/api/sysPos/list'),
  add: (input: PosAddBody) => http.post<number>('/api/sysPos/add', input),
  update: (input: PosUpdateBody) => http.post<null>('/api/sysPos/update', input),
  delete: (id: number) => http.post<null>('/api/sysPos/delete', { id }),
};

export const posKeys = resourceKeys('sysPos');
