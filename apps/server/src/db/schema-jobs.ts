import type { AuditColumns } from './schema.ts';

/** Kysely's view of the scheduled-job tables (migration 0014_jobs). Platform tables: no tenant id. */

export interface SysJobDetailTable extends AuditColumns {
  id: number;
  jobId: string;
  groupName: string;
  /** a job type registered in code (`sys.logRetention`, `http`) */
  jobType: string;
  description: string | null;
  /** 1 when runs may overlap */
  concurrent: number;
  /** JSON text of the type's parameters */
  properties: string;
  timeoutMs: number;
  /** 1 active, 2 paused */
  status: number;
  /** 1 seeded by the system: may be paused and edited, not deleted */
  systemFlag: number;
  /** the run holding a job whose runs may not overlap */
  runningRunId: number | null;
}

export interface SysJobTriggerTable extends AuditColumns {
  id: number;
  jobId: string;
  triggerId: string;
  /** cron | interval | once */
  triggerType: string;
  cron: string | null;
  intervalMs: number | null;
  runAt: number | null;
  startTime: number | null;
  endTime: number | null;
  description: string | null;
  /** 1 ready, 2 paused, 3 finished */
  status: number;
  maxNumberOfRuns: number;
  numberOfRuns: number;
  numberOfErrors: number;
  lastRunTime: number | null;
  version: number;
}

export interface SysJobRunTable {
  id: number;
  jobId: string;
  /** NULL for a run started by a user */
  triggerId: string | null;
  /** 1 by a trigger, 2 run now */
  runKind: number;
  fireTime: number;
  /** RUN_STATUS of the contracts */
  status: number;
  nodeId: string | null;
  leaseUntil: number | null;
  startTime: number | null;
  endTime: number | null;
  elapsedMs: number | null;
  result: string | null;
  /** JSON text of a manual run's own parameters */
  params: string | null;
  cancelRequested: number;
  operatorId: number | null;
  operatorName: string | null;
  createTime: number;
}

export interface SysJobNodeTable {
  /** `host:pid:workerId` */
  nodeId: string;
  hostName: string;
  pid: number;
  workerId: number;
  appVersion: string;
  /** local | bullmq */
  engine: string;
  /** 1 working, 2 stopped, 3 lost */
  status: number;
  startedTime: number;
  heartbeatTime: number;
  stoppedTime: number | null;
}

export interface JobsDatabase {
  sysJobDetail: SysJobDetailTable;
  sysJobTrigger: SysJobTriggerTable;
  sysJobRun: SysJobRunTable;
  sysJobNode: SysJobNodeTable;
}

/** An archive in the backup folder (migration 0019_backup). Platform table: no tenant id. */
export interface SysBackupTable extends AuditColumns {
  id: number;
  fileName: string;
  /** system | tenant */
  scope: string;
  /** the tenant of a tenant archive */
  targetTenantId: number | null;
  tenantName: string | null;
  includeFiles: number;
  dbType: string;
  schemaVersion: string;
  appVersion: string;
  sizeBytes: number;
  /** the digest the archive's end record carries */
  sha256: string | null;
  tableCount: number;
  rowCount: number;
  fileCount: number;
  /** running | succeeded | failed */
  status: string;
  progress: number;
  error: string | null;
  /** manual | schedule | safety | upload */
  origin: string;
  remark: string | null;
  startedTime: number;
  finishedTime: number | null;
  /** JSON of the manifest's tables: name, rows, sha256 */
  tablesJson: string | null;
}

export interface BackupDatabase {
  sysBackup: SysBackupTable;
}
