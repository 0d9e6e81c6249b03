import { readdirSync } from 'node:fs';
import { RUN_STATUS } from '@retail/contracts/api/system/job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUp } from '../support/backups.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Setting {
  enabled: boolean;
  cron: string;
  keepCount: number;
  keepDays: number;
  includeFiles: boolean;
  nextRunTime: string | null;
}

describe.each(databaseKinds())('scheduled backups on %s', (kind) => {
  let t: TestApp;
  let root: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scheduled = async () =>
    (
      await root.ok.post<{ total: number }>('/api/sysBackup/page', {
        trigger: 'schedule',
        status: 'succeeded',
      })
    ).total;

  it('runs as the sys.backup job with the schedule of the setting, keeping the newest scheduled archives', async () => {
    const seeded = await root.ok.get<Setting>('/api/sysBackup/setting');
    expect(seeded).toMatchObject({ enabled: true, cron: '0 30 1 * * *', keepCount: 7, keepDays: 0 });
    expect(seeded.nextRunTime).toMatch(/ 01:30:00$/);

    const bad = await root.post('/api/sysBackup/updateSetting', {
      ...seeded,
      nextRunTime: undefined,
      cron: '61 * * * *',
    });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toMatch(/^cron/);
    await root.ok.post('/api/sysBackup/updateSetting', {
      enabled: true,
      cron: '0 15 4 * * *',
      keepCount: 2,
      keepDays: 0,
      includeFiles: false,
    });
    const changed = await root.ok.get<Setting>('/api/sysBackup/setting');
    expect(changed).toMatchObject({ enabled: true, cron: '0 15 4 * * *', keepCount: 2 });
    expect(changed.nextRunTime).toMatch(/ 04:15:00$/);

    const manual = await backUp(root, { remark: 'kept: not scheduled' });
    const running = async () =>
      (await root.ok.post<{ total: number }>('/api/sysBackup/page', { status: 'running' })).total;
    for (let run = 1; run <= 3; run++) {
      const runId = await root.ok.post<number>('/api/sysJob/runJob', { jobId: 'sys.backup' });
      // the run is over once its record says so; its archive is then listed and retention applied
      await expect
        .poll(
          async () =>
            (
              await t.ctx.db
                .selectFrom('sysJobRun')
                .select('status')
                .where('id', '=', runId)
                .executeTakeFirst()
            )?.status,
          {
            timeout: 60_000,
            interval: 200,
          },
        )
        .toBe(RUN_STATUS.succeeded);
      expect(await running()).toBe(0);
      expect(await scheduled()).toBe(Math.min(run, 2));
    }
    const files = readdirSync(t.config.backup.dir).filter((name) => name.endsWith('.rbk'));
    expect(files).toHaveLength(3);
    expect(files).toContain(manual.fileName);

    await root.ok.post('/api/sysBackup/updateSetting', {
      ...changed,
      nextRunTime: undefined,
      enabled: false,
    });
    expect(await root.ok.get<Setting>('/api/sysBackup/setting')).toMatchObject({
      enabled: false,
      nextRunTime: null,
    });
  });
});
