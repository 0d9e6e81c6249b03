import type { PageResult } from '@retail/contracts';
import type {
  JobCancelInput,
  JobDashboardOutput,
  JobDetailAddBody,
  JobDetailPageBody,
  JobDetailPageItem,
  JobDetailUpdateBody,
  JobNodeOutput,
  JobRunNowBody,
  JobRunOutput,
  JobRunPageBody,
  JobTriggerAddBody,
  JobTriggerKeyInput,
  JobTriggerOutput,
  JobTriggerPreviewBody,
  JobTriggerPreviewOutput,
  JobTriggerUpdateBody,
  JobTypeOutput,
} from '@retail/contracts/api/system/job';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

const base = '/api/sysJob';

/** Scheduled jobs (`/api/sysJob`): jobs, their triggers, run records, the cluster's nodes and the dashboard. */
export const jobApi = {
  page: (input: JobDetailPageBody, signal?: AbortSignal) =>
    http.post<PageResult<JobDetailPageItem>>(`${base}/pageJobDetail`, input, { signal }),
  types: (signal?: AbortSignal) => http.get<JobTypeOutput[]>(`${base}/jobTypeList`, { signal }),
  add: (input: JobDetailAddBody) => http.post<number>(`${base}/addJobDetail`, input),
  update: (input: JobDetailUpdateBody) => http.post<null>(`${base}/updateJobDetail`, input),
  delete: (jobId: string) => http.post<null>(`${base}/deleteJobDetail`, { jobId }),
  pause: (jobId: string) => http.post<null>(`${base}/pauseJob`, { jobId }),
  start: (jobId: string) => http.post<null>(`${base}/startJob`, { jobId }),
  pauseAll: () => http.post<null>(`${base}/pauseAllJob`, {}),
  startAll: () => http.post<null>(`${base}/startAllJob`, {}),
  /** Queues one run now (any node runs it once); answers the run's id. */
  run: (input: JobRunNowBody) => http.post<number>(`${base}/runJob`, input),
  /** Answers how many runs were asked to stop. */
  cancel: (input: JobCancelInput) => http.post<number>(`${base}/cancelJob`, input),
  /** Every node reads the schedules again at once. */
  wake: () => http.post<null>(`${base}/cancelSleep`, {}),

  triggers: (jobId: string, signal?: AbortSignal) =>
    http.get<JobTriggerOutput[]>(`${base}/jobTriggerList`, { query: { jobId }, signal }),
  addTrigger: (input: JobTriggerAddBody) => http.post<number>(`${base}/addJobTrigger`, input),
  updateTrigger: (input: JobTriggerUpdateBody) => http.post<null>(`${base}/updateJobTrigger`, input),
  deleteTrigger: (key: JobTriggerKeyInput) => http.post<null>(`${base}/deleteJobTrigger`, key),
  pauseTrigger: (key: JobTriggerKeyInput) => http.post<null>(`${base}/pauseTrigger`, key),
  startTrigger: (key: JobTriggerKeyInput) => http.post<null>(`${base}/startTrigger`, key),
  /** The schedule in words and its next fire times, in the business time zone. */
  preview: (input: JobTriggerPreviewBody, signal?: AbortSignal) =>
    http.post<JobTriggerPreviewOutput>(`${base}/previewTrigger`, input, { signal }),

  runs: (input: JobRunPageBody, signal?: AbortSignal) =>
    http.post<PageResult<JobRunOutput>>(`${base}/pageJobTriggerRecord`, input, { signal }),
  nodes: (signal?: AbortSignal) => http.get<JobNodeOutput[]>(`${base}/jobClusterList`, { signal }),
  dashboard: (signal?: AbortSignal) => http.get<JobDashboardOutput>(`${base}/dashboard`, { signal }),
};

export const jobKeys = resourceKeys('sysJob');
