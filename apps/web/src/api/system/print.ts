import type { PageResult } from '@retail/contracts';
import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type {
  PrintAddBody,
  PrintCopyBody,
  PrintDefaultOutput,
  PrintDetailOutput,
  PrintOutput,
  PrintPageBody,
  PrintUpdateBody,
} from '@retail/contracts/api/system/print';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Print templates (`/api/sysPrint/*`): the list, the designer, and the default each print button uses. */
export const printApi = {
  page: (input: PrintPageBody, signal?: AbortSignal) =>
    http.post<PageResult<PrintOutput>>('/api/sysPrint/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<PrintDetailOutput>('/api/sysPrint/detail', { query: { id }, signal }),
  /** the template named `name` (the by-name lookup of the template kept) */
  byName: (name: string, signal?: AbortSignal) =>
    http.get<PrintDetailOutput>(`/api/sysPrint/print/${encodeURIComponent(name)}`, { signal }),
  /** the template a print button uses: the tenant's default of the type, else the built-in one (id null) */
  defaultFor: (docType: PrintDocType, signal?: AbortSignal) =>
    http.get<PrintDefaultOutput>('/api/sysPrint/defaultFor', { query: { docType }, signal }),
  add: (input: PrintAddBody) => http.post<number>('/api/sysPrint/add', input),
  update: (input: PrintUpdateBody) => http.post<unknown>('/api/sysPrint/update', input),
  delete: (id: number) => http.post<unknown>('/api/sysPrint/delete', { id }),
  setDefault: (id: number) => http.post<unknown>('/api/sysPrint/setDefault', { id }),
  /** → the copy's id */
  copy: (input: PrintCopyBody) => http.post<number>('/api/sysPrint/copy', input),
};

/**
 * Query keys of print templates. Every key starts with `sysPrint`, so invalidating `printKeys.all` after a save,
 * a delete or a new default also refreshes the default each print button has cached (`defaultFor`).
 */
export const printKeys = {
  ...resourceKeys('sysPrint'),
  /** the template named `name` (the by-name lookup of the template kept) */
  byName: (name: string, signal?: AbortSignal) =>
    http.get<PrintDetailOutput>(`/api/sysPrint/print/${encodeURIComponent(name)}`, { signal }),
  /** the template a print button uses: the tenant's default of the type, else the built-in one (id null) */
  defaultFor: (docType: PrintDocType) => ['sysPrint', 'defaultFor', docType] as const,
};
