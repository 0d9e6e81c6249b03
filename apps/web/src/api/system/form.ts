import type { PageResult } from '@retail/contracts';
import type {
  FormAddBody,
  FormCopyBody,
  FormDataDetailOutput,
  FormDataExportBody,
  FormDataOutput,
  FormDataPageBody,
  FormDetailOutput,
  FormFile,
  FormFileValue,
  FormFillItemOutput,
  FormFillOutput,
  FormImportBody,
  FormOrgOption,
  FormOutput,
  FormPageBody,
  FormPublishOutput,
  FormSetStatusBody,
  FormSubmitBody,
  FormSubmitOutput,
  FormUpdateBody,
  FormUserOption,
  FormUserOptionsBody,
  FormValidateOutput,
  FormVersionDetailOutput,
  FormVersionOutput,
} from '@retail/contracts/api/system/form';
import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { downloadBlob, downloadFile, saveBlob, uploadFile } from '../transfer.ts';

/** Designed forms (`/api/sysFormDes/*`): the designer's drafts and versions, filling in, submissions. */
export const formApi = {
  page: (input: FormPageBody, signal?: AbortSignal) =>
    http.post<PageResult<FormOutput>>('/api/sysFormDes/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<FormDetailOutput>('/api/sysFormDes/detail', { query: { id }, signal }),
  add: (input: FormAddBody) => http.post<number>('/api/sysFormDes/add', input),
  update: (input: FormUpdateBody) => http.post<null>('/api/sysFormDes/update', input),
  delete: (id: number) => http.post<null>('/api/sysFormDes/delete', { id }),
  setStatus: (input: FormSetStatusBody) => http.post<null>('/api/sysFormDes/setStatus', input),
  copy: (input: FormCopyBody) => http.post<number>('/api/sysFormDes/copy', input),
  publish: (id: number, version: number) =>
    http.post<FormPublishOutput>('/api/sysFormDes/publish', { id, version }),
  versionList: (id: number, signal?: AbortSignal) =>
    http.get<FormVersionOutput[]>('/api/sysFormDes/versionList', { query: { id }, signal }),
  versionDetail: (id: number, versionNo: number, signal?: AbortSignal) =>
    http.get<FormVersionDetailOutput>('/api/sysFormDes/versionDetail', { query: { id, versionNo }, signal }),
  validateSchema: (schema: FormSchema) =>
    http.post<FormValidateOutput>('/api/sysFormDes/validateSchema', { schema }),
  exportJson: (id: number) => http.get<FormFile>('/api/sysFormDes/exportJson', { query: { id } }),
  importJson: (input: FormImportBody) => http.post<number>('/api/sysFormDes/importJson', input),

  fillList: (signal?: AbortSignal) => http.get<FormFillItemOutput[]>('/api/sysFormDes/fillList', { signal }),
  fillDetail: (code: string, signal?: AbortSignal) =>
    http.get<FormFillOutput>('/api/sysFormDes/fillDetail', { query: { code }, signal }),
  submit: (input: FormSubmitBody) => http.post<FormSubmitOutput>('/api/sysFormDes/submit', input),
  userOptions: (input: FormUserOptionsBody, signal?: AbortSignal) =>
    http.post<FormUserOption[]>('/api/sysFormDes/userOptions', input, { signal }),
  orgOptions: (signal?: AbortSignal) => http.get<FormOrgOption[]>('/api/sysFormDes/orgOptions', { signal }),
  upload: (file: File) => uploadFile<FormFileValue>('/api/sysFormDes/upload', file),

  dataPage: (input: FormDataPageBody, signal?: AbortSignal) =>
    http.post<PageResult<FormDataOutput>>('/api/sysFormDes/dataPage', input, { signal }),
  dataDetail: (id: number, signal?: AbortSignal) =>
    http.get<FormDataDetailOutput>('/api/sysFormDes/dataDetail', { query: { id }, signal }),
  dataExport: (input: FormDataExportBody) =>
    downloadFile('/api/sysFormDes/dataExport', input, 'form-data.xlsx'),
  /** Saves a file of a submission's upload field under its own name. */
  dataFile: async (id: number, file: FormFileValue) =>
    saveBlob(
      await downloadBlob(
        `/api/sysFormDes/dataFile?${new URLSearchParams({ id: String(id), fileId: String(file.id) })}`,
        undefined,
        file.name,
      ),
    ),
};

/** Query keys of forms: every key starts with `sysFormDes`, so a save refreshes lists, details and fill forms. */
export const formKeys = resourceKeys('sysFormDes');
