import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  JOB_STATUS,
  jobCancelInput,
  jobDashboardOutput,
  jobDetailAddInput,
  jobDetailPageInput,
  jobDetailPageItem,
  jobDetailUpdateInput,
  jobIdInput,
  jobNodeOutput,
  jobRunNowInput,
  jobRunOutput,
  jobRunPageInput,
  jobTriggerAddInput,
  jobTriggerKeyInput,
  jobTriggerListQuery,
  jobTriggerOutput,
  jobTriggerPreviewInput,
  jobTriggerPreviewOutput,
  jobTriggerUpdateInput,
  jobTypeOutput,
  TRIGGER_STATUS,
} from '@retail/contracts/api/system/job';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { JobRunService } from './run-service.ts';
import type { JobService } from './service.ts';

const tags = ['sysJob'];
/** The calls that take nothing refuse any body but none or `{}`. */
const noFields = z.strictObject({}).nullish();
/** The template's five codes: reads, add, edits (jobs, triggers, pause and start), delete, run and cancel. */
const code = {
  read: { permission: 'sysJob:pageJobDetail' },
  add: { permission: 'sysJob:addJobDetail' },
  update: { permission: 'sysJob:updateJobDetail' },
  delete: { permission: 'sysJob:deleteJobDetail' },
  run: { permission: 'sysJob:runJob' },
} as const;

export function jobRoutes(
  app: FastifyInstance,
  jobs: JobService,
  runs: JobRunService,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  const url = (name: string) => `/api/sysJob/${name}`;
  const done = async (work: Promise<void>) => {
    await work;
    return null;
  };

  route({
    method: 'POST',
    url: url('pageJobDetail'),
    access: code.read,
    kind: 'read',
    summary: 'Page of jobs with their triggers and last run (filters: jobId, description, groupName, status)',
    tags,
    body: jobDetailPageInput,
    result: pageResultSchema(jobDetailPageItem),
    handler: ({ body, request, lang }) => jobs.page(actorOf(request), body, lang),
  });
  route({
    method: 'GET',
    url: url('jobTypeList'),
    access: code.read,
    summary: 'The job types registered in code, with their parameters as JSON Schema',
    tags,
    result: z.array(jobTypeOutput),
    handler: ({ lang }) => jobs.types(lang),
  });
  route({
    method: 'POST',
    url: url('addJobDetail'),
    access: code.add,
    summary: 'Add a job of a registered type; its properties are checked by the type’s schema',
    tags,
    body: jobDetailAddInput,
    result: z.number(),
    handler: ({ body, request, lang }) => jobs.addJob(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: url('updateJobDetail'),
    access: code.update,
    summary: 'Change a job (its jobId and type stay)',
    tags,
    body: jobDetailUpdateInput,
    result: z.null(),
    handler: ({ body, request, lang }) => done(jobs.updateJob(actorOf(request), body, lang)),
  });
  route({
    method: 'POST',
    url: url('deleteJobDetail'),
    access: code.delete,
    summary: 'Delete a job and its triggers (system jobs cannot be deleted)',
    tags,
    body: jobIdInput,
    result: z.null(),
    handler: ({ body, request }) => done(jobs.deleteJob(actorOf(request), body.jobId)),
  });
  route({
    method: 'GET',
    url: url('jobTriggerList'),
    access: code.read,
    summary: 'The triggers of one job (exact jobId)',
    tags,
    query: jobTriggerListQuery,
    result: z.array(jobTriggerOutput),
    handler: ({ query, request, lang }) => jobs.triggerList(actorOf(request), query.jobId, lang),
  });
  route({
    method: 'POST',
    url: url('addJobTrigger'),
    access: code.update,
    summary: 'Add a trigger (cron with seconds or 5 fields, interval, or once); takes effect on every node',
    tags,
    body: jobTriggerAddInput,
    result: z.number(),
    handler: ({ body, request }) => jobs.addTrigger(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: url('updateJobTrigger'),
    access: code.update,
    summary: 'Change a trigger’s schedule, limits and description',
    tags,
    body: jobTriggerUpdateInput,
    result: z.null(),
    handler: ({ body, request }) => done(jobs.updateTrigger(actorOf(request), body)),
  });
  route({
    method: 'POST',
    url: url('deleteJobTrigger'),
    access: code.update,
    summary: 'Delete a trigger',
    tags,
    body: jobTriggerKeyInput,
    result: z.null(),
    handler: ({ body, request }) => done(jobs.deleteTrigger(actorOf(request), body)),
  });
  route({
    method: 'POST',
    url: url('previewTrigger'),
    access: code.read,
    kind: 'read',
    summary: 'The next fire times of a schedule in the business time zone, and the schedule in words',
    tags,
    body: jobTriggerPreviewInput,
    result: jobTriggerPreviewOutput,
    handler: ({ body, lang }) => jobs.preview(body, lang),
  });
  for (const [name, status, summary] of [
    ['pauseJob', JOB_STATUS.paused, 'Pause a job: none of its triggers fires'],
    ['startJob', JOB_STATUS.active, 'Resume a paused job'],
  ] as const) {
    route({
      method: 'POST',
      url: url(name),
      access: code.update,
      summary,
      tags,
      body: jobIdInput,
      result: z.null(),
      handler: ({ body, request }) => done(jobs.setJobStatus(actorOf(request), body.jobId, status)),
    });
  }
  for (const [name, status, summary] of [
    ['pauseTrigger', TRIGGER_STATUS.paused, 'Pause one trigger'],
    ['startTrigger', TRIGGER_STATUS.ready, 'Resume a paused (or finished) trigger'],
  ] as const) {
    route({
      method: 'POST',
      url: url(name),
      access: code.update,
      summary,
      tags,
      body: jobTriggerKeyInput,
      result: z.null(),
      handler: ({ body, request }) => done(jobs.setTriggerStatus(actorOf(request), body, status)),
    });
  }
  for (const [name, status, summary] of [
    ['pauseAllJob', JOB_STATUS.paused, 'Pause every job'],
    ['startAllJob', JOB_STATUS.active, 'Resume every job'],
  ] as const) {
    route({
      method: 'POST',
      url: url(name),
      access: code.update,
      summary,
      tags,
      body: noFields,
      result: z.null(),
      handler: ({ request }) => done(jobs.setAllJobsStatus(actorOf(request), status)),
    });
  }
  route({
    method: 'POST',
    url: url('runJob'),
    access: code.run,
    summary:
      'Run a job now (optionally with parameters for this run only): queued, one node runs it; answers the run id',
    tags,
    body: jobRunNowInput,
    result: z.number(),
    handler: ({ body, request, lang }) => runs.runNow(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: url('cancelJob'),
    access: code.run,
    summary: 'Cancel the running runs of a job ({jobId}) or one run ({runId}); answers how many were asked',
    tags,
    body: jobCancelInput,
    result: z.number(),
    handler: ({ body }) => runs.cancel(body),
  });
  route({
    method: 'POST',
    url: url('cancelSleep'),
    access: code.update,
    summary: 'Make the scheduler read its jobs and triggers again now',
    tags,
    body: noFields,
    result: z.null(),
    handler: () => done(runs.wake()),
  });
  route({
    method: 'GET',
    url: url('jobClusterList'),
    access: code.read,
    summary: 'The scheduler nodes: heartbeat, engine and running runs',
    tags,
    result: z.array(jobNodeOutput),
    handler: () => runs.cluster(),
  });
  route({
    method: 'POST',
    url: url('pageJobTriggerRecord'),
    access: code.read,
    kind: 'read',
    summary:
      'Page of runs, newest fire time first (filters: jobId, triggerId, status, runKind, startTime, endTime)',
    tags,
    body: jobRunPageInput,
    result: pageResultSchema(jobRunOutput),
    handler: ({ body }) => runs.page(body),
  });
  route({
    method: 'GET',
    url: url('dashboard'),
    access: code.read,
    summary:
      'The task dashboard: nodes, running runs, next fire times, outcomes and failures of the last 24 hours',
    tags,
    result: jobDashboardOutput,
    handler: () => runs.dashboard(),
  });
}
