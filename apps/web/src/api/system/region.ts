import type { PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import { uploadFile } from '../transfer.ts';
import type { PageOf } from './common.ts';

export interface Region {
  id: number;
  pid: number;
  name: string;
  code: string;
  level: number;
  orderNo: number;
  remark: string | null;
  hasChildren: boolean;
  createTime: string;
  updateTime: string | null;
}

export type RegionInput = Pick<Region, 'pid' | 'name' | 'code' | 'orderNo' | 'remark'>;
export interface RegionFilters {
  pid: number;
  name: string;
  code: string;
  level: number;
}
export interface RegionImportResult {
  added: number;
  updated: number;
}

export const regionApi = {
  /** Children of `pid` (0 = provinces), each saying whether it has children of its own. */
  children: (pid: number) => http.get<Region[]>('/api/sysRegion/list', { query: { pid } }),
  page: (input: PageOf<RegionFilters>, signal?: AbortSignal) =>
    http.post<PageResult<Region>>('/api/sysRegion/page', input, { signal }),
  add: (input: RegionInput) => http.post<number>('/api/sysRegion/add', input),
  update: (input: Partial<RegionInput> & { id: number }) => http.post<null>('/api/sysRegion/update', input),
  /** Deletes the region and its descendants; answers how many rows went. */
  delete: (id: number) => http.post<number>('/api/sysRegion/delete', { id }),
  import: (file: File) => uploadFile<RegionImportResult>('/api/sysRegion/import', file),
};
