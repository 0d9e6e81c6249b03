import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUN_STATUS } from '@retail/contracts/api/system/job';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/app.ts';
import { type DbType, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { IdGenerator } from '../../src/platform/db/ids.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { insertIntervalHttpJob } from '../support/job-rows.ts';
import { eventually, type JobHttpServer, startJobHttpServer } from '../support/job-http.ts';
import { TEST_ADMIN_PASSWORD } from '../support/test-app.ts';
import { ensureServerBuilt, type ServerProcess, startServer } from './support/server-process.ts';

const LEASE_MS = 3000;
const WINDOW_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redisUrl = process.env.TEST_REDIS_URL;
const kinds: DbType[] = ['postgres', 'mysql'];
if (!redisUrl || !process.env.TEST_PG_URL || !process.env.TEST_MYSQL_URL) {
  throw new Error('the job cluster suite needs TEST_REDIS_URL, TEST_PG_URL and TEST_MYSQL_URL');
}

/** Two built servers sharing one database and one Redis: BullMQ drives the triggers. */
class Cluster {
  dataDir = mkdtempSync(join(tmpdir(), 'retail-jobs-'));
  database!: TestDatabase;
  handle!: DatabaseHandle;
  servers: ServerProcess[] = [];
  readonly queue = `jobs-test-${randomBytes(4).toString('hex')}`;
  private readonly ids = new IdGenerator(9);

  constructor(private readonly kind: DbType) {}

  env(workerId: number): Record<string, string> {
    return {
      DATA_DIR: join(this.dataDir, `node${workerId}`),
      DB_TYPE: this.kind,
      DB_URL: this.database.url,
      REDIS_URL: redisUrl as string,
      JOB_QUEUE: this.queue,
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_HTTP_ALLOW: '127.0.0.1',
      WORKER_ID: String(workerId),
      JWT_SECRET: 'jobs-cluster-test-secret-of-at-least-32-chars',
      SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAPTCHA_ENABLED: 'false',
      WEB_DIST: join(this.dataDir, 'no-web-build'),
    };
  }

  async prepare(): Promise<void> {
    this.database = await createTestDatabase(this.kind);
    this.handle = await prepareDatabase(loadConfig(this.env(1), 'test'));
  }

  /** A job of the `http` type with one interval trigger, written before the servers start. */
  async addJob(
    jobId: string,
    url: string,
    options: { intervalMs: number; concurrent: boolean; timeoutMs: number },
  ) {
    await insertIntervalHttpJob(this.handle.db, this.ids, jobId, url, options);
  }

  async start(): Promise<void> {
    this.servers = await Promise.all([startServer(this.env(1)), startServer(this.env(2))]);
  }

  runs(jobId: string) {
    return this.handle.db
      .selectFrom('sysJobRun')
      .selectAll()
      .where('jobId', '=', jobId)
      .orderBy('fireTime')
      .execute();
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((s) => s.stop()));
    const queue = new Queue(this.queue, { connection: { url: redisUrl, maxRetriesPerRequest: null } });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await this.handle?.close();
    await this.database?.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

describe.each(kinds)('two instances on %s and Redis', (kind) => {
  let cluster: Cluster;
  let web: JobHttpServer;

  beforeAll(async () => {
    ensureServerBuilt();
    web = await startJobHttpServer();
    cluster = new Cluster(kind);
    await cluster.prepare();
    await cluster.addJob('beat', `${web.base}/ok`, { intervalMs: 1000, concurrent: true, timeoutMs: 10_000 });
    await cluster.start();
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await web?.close();
  });

  it('runs a one-second trigger for a minute: one run per fire time, no duplicate, no gap over 2 s', async () => {
    const first = await eventually('the first beat', async () => (await cluster.runs('beat'))[0], 20_000);
    await sleep(WINDOW_MS);
    const runs = (await cluster.runs('beat')).filter(
      (r) => r.fireTime >= first.fireTime && r.fireTime <= first.fireTime + WINDOW_MS,
    );
    const fireTimes = runs.map((r) => r.fireTime);
    expect(new Set(fireTimes).size).toBe(fireTimes.length);
    const gaps = fireTimes.slice(1).map((t, i) => t - (fireTimes[i] as number));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2000);
    expect(runs.length).toBeGreaterThanOrEqual(WINDOW_MS / 1000 - 1);
    expect(runs.every((r) => r.status === RUN_STATUS.succeeded)).toBe(true);
    // each fire time called the server once: nothing ran twice behind the one row
    expect(web.hits('/ok')).toBe((await cluster.runs('beat')).length);
    // both instances took fire times
    expect(new Set(runs.map((r) => r.nodeId)).size).toBe(2);
  }, 120_000);
});

describe('kill -9 of the instance running a long job', () => {
  let cluster: Cluster;
  let web: JobHttpServer;

  beforeAll(async () => {
    ensureServerBuilt();
    web = await startJobHttpServer();
    cluster = new Cluster('postgres');
    await cluster.prepare();
    // runs may not overlap: while the long run holds the job, later fire times are skipped
    await cluster.addJob('long', `${web.base}/slow?ms=25000`, {
      intervalMs: 2000,
      concurrent: false,
      timeoutMs: 120_000,
    });
    await cluster.start();
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await web?.close();
  });

  it('marks the run lost within two leases, and the next fire time runs on the other instance', async () => {
    const running = await eventually(
      'a long run',
      async () => (await cluster.runs('long')).find((r) => r.status === RUN_STATUS.running),
      20_000,
    );
    const victim = cluster.servers.find((s) => running.nodeId?.split(':')[1] === String(s.child.pid));
    const survivor = cluster.servers.find((s) => s !== victim);
    expect(victim).toBeDefined();
    await victim?.kill();
    const killedAt = Date.now();
    const lost = await eventually(
      'the run marked lost',
      async () =>
        (await cluster.runs('long')).find((r) => r.id === running.id && r.status === RUN_STATUS.lost),
      4 * LEASE_MS,
    );
    expect((lost.endTime as number) - killedAt).toBeLessThanOrEqual(2 * LEASE_MS);
    const next = await eventually(
      'a later fire time running on the survivor',
      async () =>
        (await cluster.runs('long')).find(
          (r) => r.fireTime > (lost.endTime as number) && r.status === RUN_STATUS.running,
        ),
      10_000,
    );
    expect(next.nodeId?.split(':')[1]).toBe(String(survivor?.child.pid));
    const fireTimes = (await cluster.runs('long')).map((r) => r.fireTime);
    expect(new Set(fireTimes).size).toBe(fireTimes.length);
  }, 120_000);
});
