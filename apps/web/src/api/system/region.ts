import type { PageResult } from '@retail/contracts';
import type {
  RegionAddBody,
  RegionImportOutput,
  RegionOutput,
  RegionPageBody,
  RegionUpdateBody,
} from '@retail/contracts/api/system/region';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { uploadFile } from '../transfer.ts';

/** Administrative regions (`/api/sysRegion`), a lazily loaded tree. */
export const regionApi = {
  /** Children of `pid` (0 = provinces), each saying whether it has children of its own. */
  children: (pid: number) => http.get<RegionOutput[]>('/api/sysRegion/list', { query: { pid } }),
  page: (input: RegionPageBody, signal?: AbortSignal) =>
    http.post<PageResult<RegionOutput>>('/api/sysRegion/page', input, { signal }),
  add: (input: RegionAddBody) => http.post<number>('/api/sysRegion/add', input),
  update: (input: RegionUpdateBody) => http.post<null>('/api/sysRegion/update', input),
  /** Deletes the region and its descendants; answers how many rows went. */
  delete: (id: number) => http.post<number>('/api/sysRegion/delete', { id }),
  import: (file: File) => uploadFile<RegionImportOutput>('/api/sysRegion/import', file),
};

export const regionKeys = resourceKeys('sysRegion');
