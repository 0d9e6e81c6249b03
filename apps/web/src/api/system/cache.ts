import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

const enc = encodeURIComponent;

/** The server's cache entries (`/api/sysCache`). */
export const cacheApi = {
  keys: () => http.get<string[]>('/api/sysCache/keyList'),
  value: (key: string) => http.get<unknown>(`/api/sysCache/value/${enc(key)}`),
  delete: (key: string) => http.post<number>(`/api/sysCache/delete/${enc(key)}`),
  deleteByPrefix: (prefix: string) => http.post<number>(`/api/sysCache/deleteByPreKey/${enc(prefix)}`),
};

export const cacheKeys = resourceKeys('sysCache');
