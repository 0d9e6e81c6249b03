import type { PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { PageOf } from './common.ts';

/** The four logs; each is also its route area and permission prefix (`sysLogOp:page`). */
export type LogArea = 'sysLogVis' | 'sysLogOp' | 'sysLogEx' | 'sysLogDiff';

/** A log row: the columns differ per log, so it is a plain record. */
export type LogRow = Record<string, string | number | null>;

export type LogFilters = Record<string, string | number | undefined>;

export const logApi = {
  page: (area: LogArea, input: PageOf<LogFilters>, signal?: AbortSignal) =>
    http.post<PageResult<LogRow>>(`/api/${area}/page`, input, { signal }),
  detail: (area: LogArea, id: number | string) => http.get<LogRow>(`/api/${area}/detail`, { query: { id } }),
  exportUrl: (area: LogArea) => `/api/${area}/export`,
  clear: (area: LogArea) => http.post<number>(`/api/${area}/clear`, {}),
};
