import type { PageResult } from '@retail/contracts';
import type {
  ApprovalApproveBody,
  ApprovalBindingAddBody,
  ApprovalBindingOutput,
  ApprovalBindingPageBody,
  ApprovalBindingUpdateBody,
  ApprovalDetailOutput,
  ApprovalInstanceOutput,
  ApprovalRejectBody,
  ApprovalStartedPageBody,
  ApprovalTaskOutput,
  ApprovalTaskPageBody,
  ApprovalTodoListOutput,
  ApprovalWithdrawBody,
  ApprovalWorkflowOption,
} from '@retail/contracts/api/system/approval';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Approvals (`/api/sysApproval/*`): each user's to-dos, decisions and started approvals, and the bindings. */
export const approvalApi = {
  todoPage: (input: ApprovalTaskPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ApprovalTaskOutput>>('/api/sysApproval/todoPage', input, { signal }),
  donePage: (input: ApprovalTaskPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ApprovalTaskOutput>>('/api/sysApproval/donePage', input, { signal }),
  startedPage: (input: ApprovalStartedPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ApprovalInstanceOutput>>('/api/sysApproval/startedPage', input, { signal }),
  /** the bell's newest to-dos (the hub's `ApprovalTodo` tells when to read them again) */
  todoList: (signal?: AbortSignal) =>
    http.get<ApprovalTodoListOutput>('/api/sysApproval/todoList', signal ? { signal } : undefined),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<ApprovalDetailOutput>('/api/sysApproval/detail', { query: { id }, signal }),
  approve: (input: ApprovalApproveBody) => http.post<null>('/api/sysApproval/approve', input),
  reject: (input: ApprovalRejectBody) => http.post<null>('/api/sysApproval/reject', input),
  withdraw: (input: ApprovalWithdrawBody) => http.post<null>('/api/sysApproval/withdraw', input),
  bindingPage: (input: ApprovalBindingPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ApprovalBindingOutput>>('/api/sysApproval/bindingPage', input, { signal }),
  workflowOptions: (signal?: AbortSignal) =>
    http.get<ApprovalWorkflowOption[]>('/api/sysApproval/workflowOptions', signal ? { signal } : undefined),
  bindingAdd: (input: ApprovalBindingAddBody) => http.post<number>('/api/sysApproval/bindingAdd', input),
  bindingUpdate: (input: ApprovalBindingUpdateBody) =>
    http.post<null>('/api/sysApproval/bindingUpdate', input),
  bindingDelete: (id: number) => http.post<null>('/api/sysApproval/bindingDelete', { id }),
};

/** Every approval key starts with `sysApproval`: a decision invalidates the lists, the bell and the details. */
export const approvalKeys = resourceKeys('sysApproval');
