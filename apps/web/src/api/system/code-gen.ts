import type { PageResult } from '@retail/contracts';
import type {
  CodeGenAddBody,
  CodeGenColumnInfo,
  CodeGenOutput,
  CodeGenPageBody,
  CodeGenPreviewFile,
  CodeGenTableOutput,
  CodeGenUpdateBody,
} from '@retail/contracts/api/system/code-gen';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { downloadBlob, saveBlob } from '../transfer.ts';

const base = '/api/sysCodeGen';

/**
 * Code generation (`/api/sysCodeGen`): the generation configs, the live tables and columns they are built from,
 * and what a config generates (a preview, a zip). The server writes no file.
 */
export const codeGenApi = {
  page: (input: CodeGenPageBody, signal?: AbortSignal) =>
    http.post<PageResult<CodeGenOutput>>(`${base}/page`, input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<CodeGenOutput>(`${base}/detail`, { query: { id }, signal }),
  add: (input: CodeGenAddBody) => http.post<number>(`${base}/add`, input),
  update: (input: CodeGenUpdateBody) => http.post<null>(`${base}/update`, input),
  delete: (ids: number[]) => http.post<null>(`${base}/delete`, { ids }),
  /** The menu id a new config of `tableName` gets (the one a deleted config of that table kept, if any). */
  nextMenuIdBase: (tableName?: string) =>
    http.get<number>(`${base}/nextMenuIdBase`, { query: { tableName } }),
  tables: (signal?: AbortSignal) => http.get<CodeGenTableOutput[]>(`${base}/tableList`, { signal }),
  columns: (tableName: string, signal?: AbortSignal) =>
    http.get<CodeGenColumnInfo[]>(`${base}/columnList/${encodeURIComponent(tableName)}`, { signal }),
  preview: (id: number, signal?: AbortSignal) =>
    http.post<CodeGenPreviewFile[]>(`${base}/preview`, { id }, { signal }),
  /** Saves the zip under the server's name (`<resource>.zip`). */
  download: async (row: CodeGenOutput) =>
    saveBlob(await downloadBlob(`${base}/download`, { id: row.id }, `${row.resource}.zip`)),
};

export const codeGenKeys = resourceKeys('sysCodeGen');
