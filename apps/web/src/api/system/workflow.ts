import type { PageResult } from '@retail/contracts';
import type { WorkflowGraphBody } from '@retail/contracts/api/system/workflow-graph';
import type {
  WorkflowAddBody,
  WorkflowCopyBody,
  WorkflowDetailOutput,
  WorkflowImportBody,
  WorkflowOutput,
  WorkflowPageBody,
  WorkflowPublishBody,
  WorkflowPublishOutput,
  WorkflowSetStatusBody,
  WorkflowUpdateBody,
  WorkflowValidateOutput,
  WorkflowVersionDetailOutput,
  WorkflowVersionOutput,
} from '@retail/contracts/api/system/workflow';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { downloadFile } from '../transfer.ts';

/** Workflow definitions (`/api/sysWorkflow/*`): the list, the designer's drafts, publishing and the versions. */
export const workflowApi = {
  page: (input: WorkflowPageBody, signal?: AbortSignal) =>
    http.post<PageResult<WorkflowOutput>>('/api/sysWorkflow/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<WorkflowDetailOutput>('/api/sysWorkflow/detail', { query: { id }, signal }),
  /** → the new workflow's id */
  add: (input: WorkflowAddBody) => http.post<number>('/api/sysWorkflow/add', input),
  /** → the next version (the lock the following save sends) */
  update: (input: WorkflowUpdateBody) => http.post<number>('/api/sysWorkflow/update', input),
  delete: (id: number) => http.post<null>('/api/sysWorkflow/delete', { id }),
  publish: (input: WorkflowPublishBody) =>
    http.post<WorkflowPublishOutput>('/api/sysWorkflow/publish', input),
  validate: (graph: WorkflowGraphBody) =>
    http.post<WorkflowValidateOutput>('/api/sysWorkflow/validate', { graph }),
  setStatus: (input: WorkflowSetStatusBody) => http.post<null>('/api/sysWorkflow/setStatus', input),
  versionList: (id: number, signal?: AbortSignal) =>
    http.get<WorkflowVersionOutput[]>('/api/sysWorkflow/versionList', { query: { id }, signal }),
  versionDetail: (id: number, versionNo: number, signal?: AbortSignal) =>
    http.get<WorkflowVersionDetailOutput>('/api/sysWorkflow/versionDetail', {
      query: { id, versionNo },
      signal,
    }),
  /** → the copy's id */
  copy: (input: WorkflowCopyBody) => http.post<number>('/api/sysWorkflow/copy', input),
  /** → the imported draft's id */
  import: (input: WorkflowImportBody) => http.post<number>('/api/sysWorkflow/import', input),
  /** Saves the draft (or a published version) as a JSON file. */
  export: (id: number, versionNo?: number) =>
    downloadFile(
      `/api/sysWorkflow/export?${new URLSearchParams({
        id: String(id),
        ...(versionNo === undefined ? {} : { versionNo: String(versionNo) }),
      })}`,
      undefined,
      'workflow.json',
    ),
};

export const workflowKeys = resourceKeys('sysWorkflow');
