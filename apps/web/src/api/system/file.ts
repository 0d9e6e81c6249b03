import type { PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import { downloadBlob, type DownloadedFile, saveBlob, uploadFile } from '../transfer.ts';
import type { PageOf, TimeRange } from './common.ts';

export type FileCategory = 'file' | 'avatar' | 'signature';

export interface StoredFile {
  id: number;
  fileName: string;
  /** with the dot: `.png` */
  suffix: string;
  contentType: string;
  sizeBytes: number;
  sizeKb: number;
  category: FileCategory;
  provider: string;
  bucketName: string;
  /** a signed link that works without a token (for `<img src>`) */
  url: string;
  previewable: boolean;
  createTime: string;
  createUserName: string | null;
  updateTime: string | null;
}

export interface FileFilters extends TimeRange {
  fileName: string;
  suffix: string;
  category: FileCategory;
}

export const fileApi = {
  page: (input: PageOf<FileFilters>, signal?: AbortSignal) =>
    http.post<PageResult<StoredFile>>('/api/sysFile/page', input, { signal }),
  upload: (file: File) => uploadFile<StoredFile>('/api/sysFile/uploadFile', file),
  rename: (id: number, fileName: string) => http.post<null>('/api/sysFile/update', { id, fileName }),
  delete: (id: number) => http.post<null>('/api/sysFile/delete', { id }),
  /** Saves the file under the server's (safe, UTF-8) name. */
  download: async (row: StoredFile) =>
    saveBlob(await downloadBlob('/api/sysFile/downloadFile', { id: row.id }, row.fileName + row.suffix)),
  /** The inline content of an image or PDF (needs the Authorization header, so it comes as a blob). */
  preview: (id: number): Promise<DownloadedFile> => downloadBlob(`/api/sysFile/preview/${id}`),
};
