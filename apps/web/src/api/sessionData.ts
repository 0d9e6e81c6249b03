import type { ConstGroupOutput } from '@retail/contracts/api/system/const';
import type { DictTreeOutput } from '@retail/contracts/api/system/dict';
import { http } from './http.ts';

export function getConstList(signal?: AbortSignal): Promise<ConstGroupOutput[]> {
  return http.get<ConstGroupOutput[]>('/api/sysConst/list', signal ? { signal } : undefined);
}

/** Every enabled dictionary type with its enabled items. */
export function getAllDictList(signal?: AbortSignal): Promise<DictTreeOutput[]> {
  return http.get<DictTreeOutput[]>('/api/sysDictType/allDictList', signal ? { signal } : undefined);
}
