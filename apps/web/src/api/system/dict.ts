import type { PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { AuditFields, PageOf, StatusValue } from './common.ts';

export interface DictType extends AuditFields {
  id: number;
  name: string;
  code: string;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
}

export interface DictData extends AuditFields {
  id: number;
  dictTypeId: number;
  value: string;
  code: string;
  label: string | null;
  tagType: string | null;
  styleSetting: string | null;
  classSetting: string | null;
  extData: string | null;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
}

/** An enabled item of a dictionary (`GET /api/sysDictType/dataList`), for pickers and tags. */
export interface DictListItem {
  id: number;
  code: string;
  value: string;
  label: string | null;
  /** JSON text; `"zh-tw"` holds the traditional Chinese name */
  extData: string | null;
  tagType: string | null;
  orderNo: number;
  status: number;
}

export type DictTypeInput = Pick<DictType, 'name' | 'code' | 'orderNo' | 'status' | 'remark'>;
export type DictDataInput = Pick<
  DictData,
  'dictTypeId' | 'value' | 'code' | 'label' | 'tagType' | 'extData' | 'orderNo' | 'status' | 'remark'
>;
export interface DictTypeFilters {
  name: string;
  code: string;
}
export interface DictDataFilters {
  dictTypeId: number;
  value: string;
  code: string;
  label: string;
}

export const dictApi = {
  typePage: (input: PageOf<DictTypeFilters>, signal?: AbortSignal) =>
    http.post<PageResult<DictType>>('/api/sysDictType/page', input, { signal }),
  addType: (input: DictTypeInput) => http.post<number>('/api/sysDictType/add', input),
  updateType: (input: DictTypeInput & { id: number }) => http.post<null>('/api/sysDictType/update', input),
  deleteType: (id: number) => http.post<null>('/api/sysDictType/delete', { id }),
  setTypeStatus: (id: number, status: StatusValue) =>
    http.post<null>('/api/sysDictType/setStatus', { id, status }),

  /** The enabled items of the dictionary type `code`. */
  items: (code: string) => http.get<DictListItem[]>('/api/sysDictType/dataList', { query: { code } }),

  dataPage: (input: PageOf<DictDataFilters>, signal?: AbortSignal) =>
    http.post<PageResult<DictData>>('/api/sysDictData/page', input, { signal }),
  addData: (input: DictDataInput) => http.post<number>('/api/sysDictData/add', input),
  updateData: (input: DictDataInput & { id: number }) => http.post<null>('/api/sysDictData/update', input),
  deleteData: (id: number) => http.post<null>('/api/sysDictData/delete', { id }),
  setDataStatus: (id: number, status: StatusValue) =>
    http.post<null>('/api/sysDictData/setStatus', { id, status }),
};
