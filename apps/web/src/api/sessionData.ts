import { http } from './http.ts';

/** A constant group of `GET /api/sysConst/list` (enums for selectors). */
export interface ConstGroup {
  name: string;
  code: string;
  data: Array<{ name: string; code: number }>;
}

/** An item of a dictionary type (`GET /api/sysDictType/allDictList`). */
export interface DictItem {
  id: number;
  dictTypeId: number;
  value: string;
  code: string;
  label: string | null;
  tagType: string | null;
  orderNo: number;
}

export interface DictType {
  id: number;
  name: string;
  code: string;
  children: DictItem[];
}

export function getConstList(signal?: AbortSignal): Promise<ConstGroup[]> {
  return http.get<ConstGroup[]>('/api/sysConst/list', signal ? { signal } : undefined);
}

export function getAllDictList(signal?: AbortSignal): Promise<DictType[]> {
  return http.get<DictType[]>('/api/sysDictType/allDictList', signal ? { signal } : undefined);
}
