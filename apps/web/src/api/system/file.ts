import type { PageResult } from '@retail/contracts';
import type { FileOutput, FilePageBody, FileRenameBody } from '@retail/contracts/api/system/file';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { downloadBlob, type DownloadedFile, saveBlob, uploadFile } from '../transfer.ts';

/** Stored files (`/api/sysFile`). */
export const fileApi = {
  page: (input: FilePageBody, signal?: AbortSignal) =>
    http.post<PageResult<FileOutput>>('/api/sysFile/page', input, { signal }),
  upload: (file: File) => uploadFile<FileOutput>('/api/sysFile/uploadFile', file),
  rename: (id: number, fileName: string) =>
    http.post<null>('/api/sysFile/update', { id, fileName } satisfies FileRenameBody),
  delete: (id: number) => http.post<null>('/api/sysFile/delete', { id }),
  /** Saves the file under the server's (safe, UTF-8) name. */
  download: async (row: FileOutput) =>
    saveBlob(await downloadBlob('/api/sysFile/downloadFile', { id: row.id }, row.fileName + row.suffix)),
  /** The inline content of an image or PDF (needs the Authorization header, so it comes as a blob). */
  preview: (id: number): Promise<DownloadedFile> => downloadBlob(`/api/sysFile/preview/${id}`),
};

export const fileKeys = resourceKeys('sysFile');
