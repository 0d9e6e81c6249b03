import type {
  JobDashboardOutput,
  JobDetailPageItem,
  JobNodeOutput,
  JobRunOutput,
  JobTriggerOutput,
  JobTriggerPreviewOutput,
  JobTypeOutput,
} from '@retail/contracts/api/system/job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { eventually, type JobHttpServer, startJobHttpServer } from '../support/job-http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const JOB = '/api/sysJob';

describe.each(databaseKinds())('scheduled job API on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let tenantAdmin: Api;
  let web: JobHttpServer;

  const page = async (body: object = {}) =>
    (await root.ok.page<JobDetailPageItem>(`${JOB}/pageJobDetail`, body)).items;
  const item = async (jobId: string) => (await page({ jobId })).find((i) => i.jobDetail.jobId === jobId);
  const refusal = async (url: string, body?: object) => {
    const answer = await root.post(`${JOB}/${url}`, body);
    return { code: answer.json.code, message: answer.json.message, status: answer.status };
  };
  const addHttpJob = (jobId: string, path = '/ok') =>
    root.ok.post<number>(`${JOB}/addJobDetail`, {
      jobId,
      jobType: 'http',
      description: 'ping the test server',
      properties: { url: `${web.base}${path}` },
    });

  beforeAll(async () => {
    web = await startJobHttpServer();
    t = await startTestApp(kind, {}, { JOB_HTTP_ALLOW: '127.0.0.1', JOB_LEASE_MS: '1500' });
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    tenantAdmin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await web?.close();
  });

  it('lists the job types with their parameters as JSON Schema, in the caller’s language', async () => {
    const types = await root.ok.get<JobTypeOutput[]>(`${JOB}/jobTypeList`);
    const http = types.find((x) => x.jobType === 'http');
    expect(http?.title).toBe('HTTP request');
    expect(http?.paramsSchema).toMatchObject({ type: 'object', required: ['url'] });
    const chinese = await root
      .with({ 'accept-language': 'zh-TW' })
      .ok.get<JobTypeOutput[]>(`${JOB}/jobTypeList`);
    expect(chinese.find((x) => x.jobType === 'sys.jobRunRetention')?.title).toBe('清理作業執行記錄');
  });

  it('seeds the system run-retention job with its daily trigger; it may be paused but not deleted', async () => {
    const seeded = await item('sys.jobRunRetention');
    expect(seeded?.jobDetail).toMatchObject({ systemFlag: true, status: 1, jobType: 'sys.jobRunRetention' });
    expect(seeded?.jobTriggers).toEqual([
      expect.objectContaining({
        triggerId: 'daily',
        cron: '0 10 3 * * *',
        scheduleText: 'At 03:10',
        status: 1,
      }),
    ]);
    expect(seeded?.jobTriggers[0]?.nextRunTime).toMatch(/ 03:10:00$/);
    const refused = await refusal('deleteJobDetail', { jobId: 'sys.jobRunRetention' });
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('Built-in records cannot be deleted');
  });

  it('adds a job whose parameters its type checks, refusing duplicates, unknown types and bad fields by name', async () => {
    const id = await addHttpJob('ping.ok');
    expect(typeof id).toBe('number');
    const added = await item('ping.ok');
    expect(added?.jobDetail).toMatchObject({
      jobType: 'http',
      jobTypeTitle: 'HTTP request',
      concurrent: true,
      timeoutMs: 60_000,
      groupName: 'default',
      properties: { url: `${web.base}/ok`, method: 'GET', headers: {}, timeoutMs: 10_000 },
    });
    const dup = await refusal('addJobDetail', {
      jobId: 'PING.OK',
      jobType: 'http',
      properties: { url: web.base },
    });
    expect(dup).toMatchObject({ code: 409, message: "jobId 'PING.OK' already exists" });
    const unknown = await refusal('addJobDetail', { jobId: 'x.unknown', jobType: 'script' });
    expect(unknown).toMatchObject({ code: 400, message: "jobType: there is no job type 'script'" });
    const badUrl = await refusal('addJobDetail', {
      jobId: 'x.bad',
      jobType: 'http',
      properties: { url: 'ftp://a' },
    });
    expect(badUrl.code).toBe(400);
    expect(badUrl.message).toMatch(/^properties\.url: /);
    const badKey = await refusal('addJobDetail', { jobId: 'a b', jobType: 'http', properties: {} });
    expect(badKey.code).toBe(400);
    expect(badKey.message).toMatch(/^jobId: /);
    expect(badKey.status).toBe(200);
  });

  it('changes a job but never its id; writes reach the operation and difference logs', async () => {
    const job = (await item('ping.ok'))?.jobDetail;
    const body = { id: job?.id, jobId: 'ping.ok', description: 'ping, edited', concurrent: false };
    await root.ok.post(`${JOB}/updateJobDetail`, body);
    expect((await item('ping.ok'))?.jobDetail).toMatchObject({
      description: 'ping, edited',
      concurrent: false,
    });
    expect(await refusal('updateJobDetail', { ...body, jobId: 'ping.other' })).toMatchObject({
      code: 400,
      message: 'jobId: the job id cannot be changed',
    });
    const badProps = await refusal('updateJobDetail', {
      ...body,
      properties: { url: `${web.base}/ok`, method: 'GO' },
    });
    expect(badProps.message).toMatch(/^properties\.method: /);
    await t.audit.flush();
    const diff = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['diffType', 'afterData'])
      .where('tableName', '=', 'sys_job_detail')
      .where('rowId', '=', job?.id as number)
      .execute();
    expect(diff.map((d) => d.diffType).sort()).toEqual(['insert', 'update']);
    const ops = await t.ctx.db
      .selectFrom('sysLogOp')
      .select('requestUrl')
      .where('requestUrl', 'like', '/api/sysJob/%')
      .execute();
    expect(ops.map((o) => o.requestUrl)).toEqual(
      expect.arrayContaining(['/api/sysJob/addJobDetail', '/api/sysJob/updateJobDetail']),
    );
  });

  it('adds, lists, edits, pauses and deletes triggers, checking every schedule field', async () => {
    const trigger = {
      jobId: 'ping.ok',
      triggerId: 'nightly',
      triggerType: 'cron',
      cron: '0 0 2 * * *',
      description: 'at two',
    };
    const id = await root.ok.post<number>(`${JOB}/addJobTrigger`, trigger);
    const list = async () => root.ok.get<JobTriggerOutput[]>(`${JOB}/jobTriggerList?jobId=ping.ok`);
    expect(await list()).toEqual([
      expect.objectContaining({
        id,
        triggerId: 'nightly',
        scheduleText: 'At 02:00',
        status: 1,
        numberOfRuns: 0,
      }),
    ]);
    expect((await list())[0]?.nextRunTime).toMatch(/ 02:00:00$/);
    expect(await refusal('addJobTrigger', { ...trigger, triggerId: 'NIGHTLY' })).toMatchObject({ code: 409 });
    expect(
      await refusal('addJobTrigger', { ...trigger, triggerId: 'bad', cron: '0 61 * * * *' }),
    ).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^cron: not a valid cron expression/),
    });
    expect(await refusal('addJobTrigger', { ...trigger, triggerId: 'four', cron: '* * * *' })).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^cron: give 6 fields/),
    });
    expect(
      await refusal('addJobTrigger', { jobId: 'ping.ok', triggerId: 'iv', triggerType: 'interval' }),
    ).toMatchObject({ code: 400, message: 'intervalMs: required for a interval trigger' });
    expect(
      await refusal('addJobTrigger', {
        jobId: 'ping.ok',
        triggerId: 'past',
        triggerType: 'once',
        runAt: '2001-01-01',
      }),
    ).toMatchObject({ code: 400, message: expect.stringMatching(/^runAt: /) });
    expect(
      await refusal('addJobTrigger', {
        ...trigger,
        triggerId: 'back',
        startTime: '2030-02-01',
        endTime: '2030-01-01',
      }),
    ).toMatchObject({ code: 400, message: 'endTime: the end time cannot be before the start time' });
    expect(await refusal('addJobTrigger', { ...trigger, triggerId: 'short', intervalMs: 10 })).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^intervalMs: /),
    });
    expect(await refusal('addJobTrigger', { ...trigger, jobId: 'no.such.job' })).toMatchObject({ code: 404 });

    const update = { ...trigger, id, triggerType: 'interval', intervalMs: 7_200_000, maxNumberOfRuns: 3 };
    await root.ok.post(`${JOB}/updateJobTrigger`, update);
    expect((await list())[0]).toMatchObject({
      triggerType: 'interval',
      cron: null,
      intervalMs: 7_200_000,
      scheduleText: 'Every 2 hours, at most 3 times',
    });
    const version = await t.ctx.db
      .selectFrom('sysJobTrigger')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(version.version).toBe(2);
    expect(await refusal('updateJobTrigger', { ...update, triggerId: 'renamed' })).toMatchObject({
      code: 400,
      message: 'triggerId: the trigger id cannot be changed',
    });

    await root.ok.post(`${JOB}/pauseTrigger`, { jobId: 'ping.ok', triggerId: 'nightly' });
    expect((await list())[0]).toMatchObject({ status: 2, nextRunTime: null });
    await root.ok.post(`${JOB}/startTrigger`, { jobId: 'ping.ok', triggerId: 'nightly' });
    expect((await list())[0]?.nextRunTime).not.toBeNull();
    await root.ok.post(`${JOB}/pauseJob`, { jobId: 'ping.ok' });
    expect(await item('ping.ok')).toMatchObject({
      jobDetail: { status: 2 },
      jobTriggers: [{ nextRunTime: null }],
    });
    await root.ok.post(`${JOB}/startJob`, { jobId: 'ping.ok' });
    await root.ok.post(`${JOB}/pauseAllJob`);
    expect((await page()).every((i) => i.jobDetail.status === 2)).toBe(true);
    await root.ok.post(`${JOB}/startAllJob`);
    expect((await page()).every((i) => i.jobDetail.status === 1)).toBe(true);
    await root.ok.post(`${JOB}/deleteJobTrigger`, { jobId: 'ping.ok', triggerId: 'nightly' });
    expect(await list()).toEqual([]);
    expect(await refusal('deleteJobTrigger', { jobId: 'ping.ok', triggerId: 'nightly' })).toMatchObject({
      code: 404,
    });
  });

  it('previews the next fire times in the business time zone and words the schedule', async () => {
    const preview = await root.ok.post<JobTriggerPreviewOutput>(`${JOB}/previewTrigger`, {
      triggerType: 'cron',
      cron: '0 0 3 * * *',
      count: 3,
    });
    expect(preview.scheduleText).toBe('At 03:00');
    expect(preview.fireTimes).toHaveLength(3);
    expect(preview.fireTimes.every((time) => time.endsWith(' 03:00:00'))).toBe(true);
    const days = preview.fireTimes.map((time) => Date.parse(`${time.slice(0, 10)}T00:00:00Z`));
    expect(days[1]! - days[0]!).toBe(86_400_000);
    const chinese = await root
      .with({ 'accept-language': 'zh-CN' })
      .ok.post<JobTriggerPreviewOutput>(`${JOB}/previewTrigger`, {
        triggerType: 'interval',
        intervalMs: 90_000,
        count: 2,
      });
    expect(chinese.scheduleText).toBe('每 90 秒');
    expect((await refusal('previewTrigger', { triggerType: 'cron', cron: 'nonsense' })).code).toBe(400);
  });

  it('runs a job now on one node: the run lands in the history, the dashboard and the cluster view', async () => {
    const runId = await root.ok.post<number>(`${JOB}/runJob`, { jobId: 'ping.ok' });
    const run = await eventually('the manual run succeeds', async () => {
      const runs = await root.ok.page<JobRunOutput>(`${JOB}/pageJobTriggerRecord`, { jobId: 'ping.ok' });
      return runs.items.find((r) => r.id === runId && r.status === 2);
    });
    expect(run).toMatchObject({ runKind: 2, triggerId: null, operatorName: '超级管理员' });
    expect(run.result).toBe('200 OK\npong');
    expect(web.hits('/ok')).toBe(1);
    const failed = await root.ok.page<JobRunOutput>(`${JOB}/pageJobTriggerRecord`, { status: 3 });
    expect(failed.items.some((r) => r.id === runId)).toBe(false);
    const dashboard = await root.ok.get<JobDashboardOutput>(`${JOB}/dashboard`);
    expect(dashboard.last24h.succeeded).toBeGreaterThanOrEqual(1);
    expect(dashboard.engine).toBe('local');
    expect(dashboard.upcoming[0]).toMatchObject({ jobId: 'sys.jobRunRetention', triggerId: 'daily' });
    const nodes = await root.ok.get<JobNodeOutput[]>(`${JOB}/jobClusterList`);
    expect(nodes).toEqual([expect.objectContaining({ status: 1, engine: 'local', runningCount: 0 })]);
    expect(await root.ok.post<number>(`${JOB}/cancelJob`, { runId })).toBe(0);
    await root.ok.post(`${JOB}/cancelSleep`);
    const badRun = await refusal('runJob', { jobId: 'ping.ok', properties: { url: 'not a url' } });
    expect(badRun).toMatchObject({ code: 400, message: expect.stringMatching(/^properties\.url: /) });
  });

  it('deletes a job with its triggers, and the key may be used again', async () => {
    await root.ok.post(`${JOB}/addJobTrigger`, {
      jobId: 'ping.ok',
      triggerId: 'again',
      triggerType: 'interval',
      intervalMs: 3_600_000,
    });
    await root.ok.post(`${JOB}/deleteJobDetail`, { jobId: 'ping.ok' });
    expect(await item('ping.ok')).toBeUndefined();
    const live = await t.ctx.db
      .selectFrom('sysJobTrigger')
      .select('id')
      .where('jobId', '=', 'ping.ok')
      .where('isDelete', '=', 0)
      .execute();
    expect(live).toEqual([]);
    await addHttpJob('ping.ok');
    expect((await item('ping.ok'))?.jobTriggers).toEqual([]);
  });

  it('belongs to the platform: a tenant admin is refused every call', async () => {
    for (const answer of [
      await tenantAdmin.post(`${JOB}/pageJobDetail`, {}),
      await tenantAdmin.post(`${JOB}/runJob`, { jobId: 'ping.ok' }),
      await tenantAdmin.get(`${JOB}/dashboard`),
    ]) {
      expect(answer.json.code).toBe(403);
    }
  });
});
