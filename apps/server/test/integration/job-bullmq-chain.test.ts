import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { IdGenerator } from '../../src/platform/db/ids.ts';
import { BullmqEngine } from '../../src/platform/jobs/bullmq-engine.ts';
import type { RunExecutor } from '../../src/platform/jobs/executor.ts';
import { RunStore } from '../../src/platform/jobs/run-store.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { insertIntervalHttpJob } from '../support/job-rows.ts';
import { TEST_ADMIN_PASSWORD } from '../support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A node killed after its worker took a fire time but before it added the scheduler's next job leaves the
 * scheduler in Redis with nothing to fire: the trigger would never run again. The engine's reconcile sees that
 * and schedules the trigger afresh.
 */
describe.runIf(redisUrl)('the BullMQ engine on Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'retail-chain-'));
  const queueName = `jobs-chain-${randomBytes(4).toString('hex')}`;
  const connection = { url: redisUrl as string, maxRetriesPerRequest: null };
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let engine: BullmqEngine;
  let queue: Queue;
  let triggerRowId: number;

  const scheduler = async () =>
    (await queue.getJobSchedulers(0, -1)).find((s) => s.key === String(triggerRowId));

  /** What a worker killed between its two steps leaves: the job taken (active) and no next job added after it. */
  async function breakChainAt(jobId: string): Promise<void> {
    const redis = new Redis(redisUrl as string);
    await redis.zrem(`bull:${queueName}:delayed`, jobId);
    await redis.lpush(`bull:${queueName}:active`, jobId);
    redis.disconnect();
    expect(await queue.getJobState(jobId)).toBe('active');
  }

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    handle = await prepareDatabase(
      loadConfig(
        {
          DATA_DIR: dataDir,
          DB_TYPE: 'sqlite',
          DB_URL: database.url,
          SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        },
        'test',
      ),
    );
    triggerRowId = await insertIntervalHttpJob(
      handle.db,
      new IdGenerator(7),
      'chain',
      'http://127.0.0.1:9/never',
      {
        intervalMs: 1000,
        concurrent: true,
        timeoutMs: 1000,
      },
    );
    engine = new BullmqEngine({
      redisUrl: redisUrl as string,
      queueName,
      store: new RunStore(handle.db),
      // with `enabled: false` the engine only keeps Redis in line with the rows: it runs nothing
      executor: {} as RunExecutor,
      timeZone: 'Asia/Shanghai',
      concurrency: 1,
      enabled: false,
      lock: { acquire: async () => true, release: async () => undefined },
      log: { info: () => undefined, error: () => undefined },
    });
    await engine.start();
    queue = new Queue(queueName, { connection });
  });
  afterAll(async () => {
    await engine?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await handle?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a healthy scheduler as it is and schedules afresh one whose next job is gone', async () => {
    const first = await scheduler();
    expect(first?.next).toBeGreaterThan(0);
    const nextJobId = `repeat:${triggerRowId}:${first?.next}`;
    expect(await queue.getJobState(nextJobId)).toBe('delayed');

    // nothing is wrong: a reconcile leaves the pending job alone
    await engine.sync();
    expect((await scheduler())?.next).toBe(first?.next);

    await breakChainAt(nextJobId);
    await sleep((first?.next as number) - Date.now() + 2500);
    await engine.sync();

    const repaired = await scheduler();
    expect(repaired?.next).toBeGreaterThan(first?.next as number);
    expect(await queue.getJobState(`repeat:${triggerRowId}:${repaired?.next}`)).toBe('delayed');
  });

  it('looks again by itself when a reconcile comes while the broken chain is only just overdue', async () => {
    const first = await scheduler();
    const next = first?.next as number;
    await breakChainAt(`repeat:${triggerRowId}:${next}`);
    // a node's loss is seen a moment after the fire time: too early to tell a broken chain from a busy worker
    await sleep(next - Date.now() + 200);
    await engine.sync();
    expect((await scheduler())?.next).toBe(next);
    // no further call: the engine's own second look, after the grace, schedules the trigger afresh
    await expect.poll(async () => (await scheduler())?.next, { timeout: 6000 }).toBeGreaterThan(next);
  });
});
