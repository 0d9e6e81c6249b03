import type { PageResult } from '@retail/contracts';
import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import type {
  PrintAddBody,
  PrintCopyBody,
  PrintDetailOutput,
  PrintOutput,
  PrintPageBody,
  PrintUpdateBody,
} from '@retail/contracts/api/system/print';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** The template a print button uses: the tenant's default of the type, or the built-in one (id null). */
export interface PrintDefaultOutput {
  id: number | null;
  name: string;
  version: number | null;
  template: PrintTemplate;
}

/** Print templates (`/api/sysPrint/*`): the list, the designer, and the default each print button uses. */
export const printApi = {
  page: (input: PrintPageBody, signal?: AbortSignal) =>
    http.post<PageResult<PrintOutput>>('/api/sysPrint/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<PrintDetailOutput>('/api/sysPrint/detail', { query: { id }, signal }),
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
  defaultFor: (docType: PrintDocType) => ['sysPrint', 'defaultFor', docType] as const,
};
