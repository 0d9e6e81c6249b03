import { JOB_STATUS, RUN_STATUS, TRIGGER_STATUS } from '@retail/contracts/api/system/job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RunExecutor } from '../../src/platform/jobs/executor.ts';
import { defineJobType } from '../../src/platform/jobs/job-type.ts';
import { JobTypeRegistry } from '../../src/platform/jobs/registry.ts';
import { RunStore } from '../../src/platform/jobs/run-store.ts';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { eventually, type JobHttpServer, startJobHttpServer } from '../support/job-http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const JOB = '/api/sysJob';
const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('the scheduler on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let web: JobHttpServer;

  const runsOf = (jobId: string) =>
    t.ctx.db.selectFrom('sysJobRun').selectAll().where('jobId', '=', jobId).orderBy('fireTime').execute();
  const addJob = async (jobId: string, path: string, extra: object = {}) => {
    await root.ok.post(`${JOB}/addJobDetail`, {
      jobId,
      jobType: 'http',
      properties: { url: `${web.base}${path}` },
      ...extra,
    });
  };
  const everySecond = (jobId: string, triggerId = 'tick') =>
    root.ok.post<number>(`${JOB}/addJobTrigger`, {
      jobId,
      triggerId,
      triggerType: 'interval',
      intervalMs: 1000,
    });

  beforeAll(async () => {
    web = await startJobHttpServer();
    t = await startTestApp(kind, {}, { JOB_HTTP_ALLOW: '127.0.0.1', JOB_LEASE_MS: '1500' });
    root = await signInAs(t, 'superadmin');
  });
  afterAll(async () => {
    await t?.close();
    await web?.close();
  });

  it('refuses a second run of the same fire time: two executors race and one runs', async () => {
    let calls = 0;
    const counting = defineJobType({
      type: 'test.count',
      title: { 'zh-cn': '计数', en: 'Count', 'zh-tw': '計數' },
      description: { 'zh-cn': '计数', en: 'Count', 'zh-tw': '計數' },
      params: z.object({}),
      concurrent: true,
      timeoutMs: 5000,
      run: async () => `call ${++calls}`,
    });
    const store = new RunStore(t.ctx.db);
    const executor = (nodeId: string) =>
      new RunExecutor({
        store,
        registry: new JobTypeRegistry([counting]),
        ids: t.ctx.ids,
        nodeId,
        leaseMs: 1500,
        concurrency: 2,
        timeZone: t.config.timeZone,
        audit: t.audit,
        log: { info: () => undefined, error: () => undefined },
        events: { runChanged: () => undefined, triggersChanged: () => undefined },
      });
    const fireTime = Date.UTC(2099, 0, 1);
    const now = Date.now();
    await t.ctx.db
      .insertInto('sysJobDetail')
      .values({
        id: t.ctx.ids.next(),
        jobId: 'race.once',
        groupName: 'test',
        jobType: 'test.count',
        description: null,
        concurrent: 1,
        properties: '{}',
        timeoutMs: 5000,
        status: JOB_STATUS.active,
        systemFlag: 0,
        runningRunId: null,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    const triggerRowId = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysJobTrigger')
      .values({
        id: triggerRowId,
        jobId: 'race.once',
        triggerId: 'once',
        triggerType: 'once',
        runAt: fireTime,
        status: TRIGGER_STATUS.ready,
        maxNumberOfRuns: 0,
        numberOfRuns: 0,
        numberOfErrors: 0,
        version: 1,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    const [a, b] = [executor('node-a'), executor('node-b')];
    await Promise.all([a.fire(triggerRowId, fireTime), b.fire(triggerRowId, fireTime)]);
    await a.fire(triggerRowId, fireTime);
    expect(calls).toBe(1);
    const runs = await runsOf('race.once');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: RUN_STATUS.succeeded, result: 'call 1', fireTime });
    // the once trigger fired its one time: it is finished
    const trigger = await store.trigger(triggerRowId);
    expect(trigger).toMatchObject({ status: TRIGGER_STATUS.finished, numberOfRuns: 1 });
  });

  it('records a failing and a timed-out job as failed with the error, also in the exception log, and keeps firing', async () => {
    await addJob('beat', '/ok');
    await addJob('boom', '/fail');
    await addJob('stuck', '/hang', { timeoutMs: 1000 });
    await everySecond('beat');
    await everySecond('boom');
    await everySecond('stuck');
    const failedOf = (jobId: string) =>
      eventually(`a failed run of ${jobId}`, async () =>
        (await runsOf(jobId)).find((r) => r.status === RUN_STATUS.failed),
      );
    const boom = await failedOf('boom');
    expect(boom.result).toBe('500 Internal Server Error\nboom');
    const stuck = await failedOf('stuck');
    expect(stuck.result).toBe('超时：运行超过 1000 毫秒，已中止');
    // the scheduler went on: the healthy job ran at later fire times, after the hanging run was aborted
    await eventually('two more beats', async () => {
      const later = (await runsOf('beat')).filter(
        (r) => r.status === RUN_STATUS.succeeded && r.fireTime > (stuck.endTime as number),
      );
      return later.length >= 2 ? later : undefined;
    });
    await root.ok.post(`${JOB}/pauseAllJob`);
    await t.audit.flush();
    const logged = await t.ctx.db
      .selectFrom('sysLogEx')
      .select(['requestUrl', 'message'])
      .where('requestUrl', 'in', ['job:boom', 'job:stuck'])
      .execute();
    expect(logged).toEqual(
      expect.arrayContaining([
        { requestUrl: 'job:boom', message: 'boom: 500 Internal Server Error\nboom' },
        { requestUrl: 'job:stuck', message: 'stuck: 超时：运行超过 1000 毫秒，已中止' },
      ]),
    );
    const counts = await t.ctx.db
      .selectFrom('sysJobTrigger')
      .select(['numberOfRuns', 'numberOfErrors'])
      .where('jobId', '=', 'boom')
      .executeTakeFirstOrThrow();
    expect(counts.numberOfErrors).toBeGreaterThanOrEqual(1);
    expect(counts.numberOfErrors).toBeLessThanOrEqual(counts.numberOfRuns);
    await root.ok.post(`${JOB}/startAllJob`);
    for (const jobId of ['beat', 'boom', 'stuck']) await root.ok.post(`${JOB}/pauseJob`, { jobId });
  });

  it('marks a run whose node stopped renewing its lease as lost, in the history and the exception log', async () => {
    // how soon is the reliability suite's kill -9 test (within two leases)
    await addJob('ghost', '/ok');
    const now = Date.now();
    const runId = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysJobRun')
      .values({
        id: runId,
        jobId: 'ghost',
        triggerId: null,
        runKind: 2,
        fireTime: now,
        status: RUN_STATUS.running,
        nodeId: 'gone-host:1:0',
        leaseUntil: now + 500,
        startTime: now,
        cancelRequested: 0,
        createTime: now,
      })
      .execute();
    const lost = await eventually('the run is lost', async () => {
      const run = (await runsOf('ghost')).find((r) => r.id === runId);
      return run?.status === RUN_STATUS.lost ? run : undefined;
    });
    await t.audit.flush();
    const logged = await t.ctx.db
      .selectFrom('sysLogEx')
      .select(['message', 'traceId'])
      .where('requestUrl', '=', 'job:ghost')
      .execute();
    expect(logged).toEqual([
      { message: `ghost: ${lost.result} (gone-host:1:0)`, traceId: `job-run:${runId}` },
    ]);
  });

  it('deletes runs older than the configured days and nothing newer', async () => {
    const now = Date.now();
    const run = (fireTime: number, status: number) => ({
      id: t.ctx.ids.next(),
      jobId: 'retention.sample',
      triggerId: null,
      runKind: 2,
      fireTime,
      status,
      cancelRequested: 0,
      createTime: fireTime,
    });
    const old = run(now - 12 * DAY, RUN_STATUS.succeeded);
    const oldFailed = run(now - 11 * DAY, RUN_STATUS.failed);
    const oldRunning = run(now - 11 * DAY, RUN_STATUS.running);
    const recent = run(now - 9 * DAY, RUN_STATUS.succeeded);
    await t.ctx.db.insertInto('sysJobRun').values([old, oldFailed, oldRunning, recent]).execute();
    await t.ctx.db
      .updateTable('sysConfig')
      .set({ value: '10' })
      .where('code', '=', 'sys_job_run_keep_days')
      .execute();
    await t.ctx.cache.delByPrefix('');
    const runId = await root.ok.post<number>(`${JOB}/runJob`, { jobId: 'sys.jobRunRetention' });
    const done = await eventually('the retention run ends', async () => {
      const row = await t.ctx.db
        .selectFrom('sysJobRun')
        .selectAll()
        .where('id', '=', runId)
        .executeTakeFirst();
      return row && row.status !== RUN_STATUS.queued && row.status !== RUN_STATUS.running ? row : undefined;
    });
    expect(done).toMatchObject({ status: RUN_STATUS.succeeded, result: 'deleted 2 runs older than 10 days' });
    const left = (await runsOf('retention.sample')).map((r) => r.id).sort();
    expect(left).toEqual([oldRunning.id, recent.id].sort());
  });

  it('takes pause, resume, run-now and trigger edits without a restart (local engine)', async () => {
    await addJob('tick', '/ok');
    const triggerRowId = await everySecond('tick');
    const succeeded = async () => (await runsOf('tick')).filter((r) => r.status === RUN_STATUS.succeeded);
    await eventually('two ticks', async () => ((await succeeded()).length >= 2 ? true : undefined));

    await root.ok.post(`${JOB}/pauseTrigger`, { jobId: 'tick', triggerId: 'tick' });
    const paused = (await runsOf('tick')).length;
    await sleep(2500);
    // at most the fire time already under way when the pause landed
    expect((await runsOf('tick')).length).toBeLessThanOrEqual(paused + 1);
    const afterPause = (await runsOf('tick')).length;

    await root.ok.post(`${JOB}/startTrigger`, { jobId: 'tick', triggerId: 'tick' });
    await eventually('ticks again', async () =>
      (await runsOf('tick')).length >= afterPause + 2 ? true : undefined,
    );

    const editedAt = Date.now();
    await root.ok.post(`${JOB}/updateJobTrigger`, {
      id: triggerRowId,
      jobId: 'tick',
      triggerId: 'tick',
      triggerType: 'cron',
      cron: '*/3 * * * * *',
    });
    const cronRuns = await eventually('two runs of the edited schedule', async () => {
      const after = (await runsOf('tick')).filter((r) => r.fireTime > editedAt + 1000);
      return after.length >= 2 ? after : undefined;
    });
    for (const r of cronRuns) expect(r.fireTime % 3000).toBe(0);
    expect((cronRuns[1]?.fireTime as number) - (cronRuns[0]?.fireTime as number)).toBe(3000);

    await root.ok.post(`${JOB}/pauseJob`, { jobId: 'tick' });
    const runId = await root.ok.post<number>(`${JOB}/runJob`, { jobId: 'tick' });
    await eventually('the run now of a paused job', async () =>
      (await runsOf('tick')).find((r) => r.id === runId && r.status === RUN_STATUS.succeeded),
    );
  });

  it('cancels a running run', async () => {
    await addJob('slow', '/slow?ms=20000');
    const runId = await root.ok.post<number>(`${JOB}/runJob`, { jobId: 'slow' });
    await eventually('the slow run starts', async () =>
      (await runsOf('slow')).find((r) => r.id === runId && r.status === RUN_STATUS.running),
    );
    expect(await root.ok.post<number>(`${JOB}/cancelJob`, { jobId: 'slow' })).toBe(1);
    const cancelled = await eventually('the run is cancelled', async () =>
      (await runsOf('slow')).find((r) => r.id === runId && r.status === RUN_STATUS.cancelled),
    );
    expect(cancelled.result).toBe('已取消');
  });
});
