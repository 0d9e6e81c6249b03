import type { PageResult } from '@retail/contracts';
import type {
  DictDataAddBody,
  DictDataOutput,
  DictDataPageBody,
  DictDataUpdateBody,
  DictItemOutput,
  DictTypeAddBody,
  DictTypeOutput,
  DictTypePageBody,
  DictTypeUpdateBody,
} from '@retail/contracts/api/system/dict';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import type { StatusValue } from './common.ts';

/** Dictionary types (`/api/sysDictType`) and their items (`/api/sysDictData`). */
export const dictApi = {
  typePage: (input: DictTypePageBody, signal?: AbortSignal) =>
    http.post<PageResult<DictTypeOutput>>('/api/sysDictType/page', input, { signal }),
  /** Every dictionary type (pickers of a dictionary type). */
  typeList: (signal?: AbortSignal) => http.get<DictTypeOutput[]>('/api/sysDictType/list', { signal }),
  addType: (input: DictTypeAddBody) => http.post<number>('/api/sysDictType/add', input),
  updateType: (input: DictTypeUpdateBody) => http.post<null>('/api/sysDictType/update', input),
  deleteType: (id: number) => http.post<null>('/api/sysDictType/delete', { id }),
  setTypeStatus: (id: number, status: StatusValue) =>
    http.post<null>('/api/sysDictType/setStatus', { id, status }),

  /** The enabled items of the dictionary type `code`, for pickers and tags. */
  items: (code: string) => http.get<DictItemOutput[]>('/api/sysDictType/dataList', { query: { code } }),

  dataPage: (input: DictDataPageBody, signal?: AbortSignal) =>
    http.post<PageResult<DictDataOutput>>('/api/sysDictData/page', input, { signal }),
  addData: (input: DictDataAddBody) => http.post<number>('/api/sysDictData/add', input),
  updateData: (input: DictDataUpdateBody) => http.post<null>('/api/sysDictData/update', input),
  deleteData: (id: number) => http.post<null>('/api/sysDictData/delete', { id }),
  setDataStatus: (id: number, status: StatusValue) =>
    http.post<null>('/api/sysDictData/setStatus', { id, status }),
};

export const dictTypeKeys = resourceKeys('sysDictType');
export const dictDataKeys = resourceKeys('sysDictData');
