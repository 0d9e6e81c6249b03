import { hostname } from 'node:os';
import type { AppConfig } from '../../config.ts';
import type { Cache } from '../cache/cache.ts';
import type { Db } from '../db/database.ts';
import type { IdGenerator } from '../db/ids.ts';
import type { AuditLog } from '../logging/audit-log.ts';
import type { Logger } from '../logging/logger.ts';
import { BullmqEngine } from './bullmq-engine.ts';
import type { JobEngine } from './engine.ts';
import { RunExecutor } from './executor.ts';
import type { JobType } from './job-type.ts';
import { LocalEngine } from './local-engine.ts';
import { NodeHeartbeat } from './node-heartbeat.ts';
import { JobTypeRegistry } from './registry.ts';
import { RunStore } from './run-store.ts';
import { Sweeper } from './sweeper.ts';
import { httpJobType } from './types/http-job.ts';
import { runRetentionJobType } from './types/run-retention-job.ts';

/** How often a node re-reads the rows on the local engine, so changes made elsewhere are picked up. */
const LOCAL_REFRESH_MS = 3000;
const HEARTBEAT_MS = 5000;

export interface SchedulerDeps {
  db: Db;
  ids: IdGenerator;
  config: AppConfig;
  cache: Cache;
  audit: AuditLog;
  log: Logger;
  /** the app's job types (modules/job-types.ts); the scheduler adds its own `http` and run retention */
  types: readonly JobType[];
  /** days of run history `sys.jobRunRetention` keeps */
  keepDays: () => Promise<number>;
  /** a run started or ended (the real-time event) */
  runChanged: (runId: number) => void;
}

/** The scheduler of one node: its job types, executor, engine, heartbeat and sweeper. */
export class Scheduler {
  readonly store: RunStore;
  readonly registry: JobTypeRegistry;
  readonly executor: RunExecutor;
  readonly engine: JobEngine;
  readonly nodeId: string;
  private readonly heartbeat: NodeHeartbeat;
  private readonly sweeper: Sweeper;

  constructor(deps: SchedulerDeps) {
    const { db, config, log } = deps;
    const jobs = config.jobs;
    this.store = new RunStore(db);
    this.registry = new JobTypeRegistry([
      ...deps.types,
      httpJobType(jobs.httpAllow),
      runRetentionJobType(this.store, deps.keepDays),
    ]);
    this.nodeId = `${hostname()}:${process.pid}:${config.workerId}`;
    const events = {
      runChanged: deps.runChanged,
      triggersChanged: () => {
        this.engine.sync().catch((error: unknown) => log.error({ err: error }, 'job schedule sync failed'));
      },
    };
    this.executor = new RunExecutor({
      store: this.store,
      registry: this.registry,
      ids: deps.ids,
      nodeId: this.nodeId,
      leaseMs: jobs.leaseMs,
      concurrency: jobs.concurrency,
      timeZone: config.timeZone,
      audit: deps.audit,
      log,
      events,
    });
    const common = { store: this.store, executor: this.executor, timeZone: config.timeZone, log };
    this.engine = config.redisUrl
      ? new BullmqEngine({
          ...common,
          redisUrl: config.redisUrl,
          queueName: jobs.queue,
          concurrency: jobs.concurrency,
          enabled: jobs.enabled,
          lock: {
            acquire: (key, seconds) => deps.cache.add(key, this.nodeId, seconds),
            release: async (key) => {
              await deps.cache.del(key);
            },
          },
        })
      : new LocalEngine({ ...common, refreshMs: LOCAL_REFRESH_MS, enabled: jobs.enabled });
    this.heartbeat = new NodeHeartbeat(
      db,
      {
        nodeId: this.nodeId,
        hostName: hostname().slice(0, 128),
        pid: process.pid,
        workerId: config.workerId,
        appVersion: config.version.slice(0, 32),
        engine: this.engine.kind,
      },
      Math.min(HEARTBEAT_MS, Math.max(100, Math.floor(jobs.leaseMs / 3))),
      log,
    );
    this.sweeper = new Sweeper(this.store, this.heartbeat, jobs.leaseMs, events, deps.audit, log);
  }

  async start(): Promise<void> {
    await this.heartbeat.start();
    this.sweeper.start();
    await this.engine.start();
  }

  /** Stops firing, aborts the runs of this node (their outcome stored), and leaves the cluster. */
  async stop(): Promise<void> {
    this.sweeper.stop();
    await this.executor.close();
    await this.engine.close();
    await this.heartbeat.stop();
  }
}
