import type { PageResult } from '@retail/contracts';
import type { LogFilterBody, LogRowOutput } from '@retail/contracts/api/system/log';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** The four logs; each is also its route area and permission prefix (`sysLogOp:page`). */
export type LogArea = 'sysLogVis' | 'sysLogOp' | 'sysLogEx' | 'sysLogDiff';

/** A log's rows differ per log (its columns), so both its filters and its rows are plain records. */
export const logApi = {
  page: (area: LogArea, input: LogFilterBody, signal?: AbortSignal) =>
    http.post<PageResult<LogRowOutput>>(`/api/${area}/page`, input, { signal }),
  detail: (area: LogArea, id: number | string) =>
    http.get<LogRowOutput>(`/api/${area}/detail`, { query: { id } }),
  exportUrl: (area: LogArea) => `/api/${area}/export`,
  clear: (area: LogArea) => http.post<number>(`/api/${area}/clear`, {}),
};

/** Each log is its own resource. */
export const logKeys = (area: LogArea) => resourceKeys(area);
