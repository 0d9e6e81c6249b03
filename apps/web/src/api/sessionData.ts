import type { DictTreeOutput } from '@retail/contracts/api/system/dict';
import { http } from './http.ts';

/** A constant group of `GET /api/sysConst/list` (enums for selectors; the server declares it in its route). */
export interface ConstGroup {
  name: string;
  code: string;
  data: Array<{ name: string; code: number }>;
}

export function getConstList(signal?: AbortSignal): Promise<ConstGroup[]> {
  return http.get<ConstGroup[]>('/api/sysConst/list', signal ? { signal } : undefined);
}

/** Every enabled dictionary type with its enabled items. */
export function getAllDictList(signal?: AbortSignal): Promise<DictTreeOutput[]> {
  return http.get<DictTreeOutput[]>('/api/sysDictType/allDictList', signal ? { signal } : undefined);
}
