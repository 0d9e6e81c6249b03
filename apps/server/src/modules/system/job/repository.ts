import { sql } from 'kysely';
import type { JobDetailPageInput } from '@retail/contracts/api/system/job';
import type { DbType } from '../../../config.ts';
import type { SysJobDetailTable, SysJobTriggerTable } from '../../../db/schema-jobs.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { shortDeletedSuffix, TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const jobColumns = [
  'id',
  'jobId',
  'groupName',
  'jobType',
  'description',
  'concurrent',
  'properties',
  'timeoutMs',
  'status',
  'systemFlag',
  'createTime',
  'updateTime',
] as const;

const triggerColumns = [
  'id',
  'jobId',
  'triggerId',
  'triggerType',
  'cron',
  'intervalMs',
  'runAt',
  'startTime',
  'endTime',
  'description',
  'status',
  'maxNumberOfRuns',
  'numberOfRuns',
  'numberOfErrors',
  'lastRunTime',
  'version',
  'createTime',
  'updateTime',
] as const;

export type JobDetailRow = Pick<SysJobDetailTable, (typeof jobColumns)[number]>;
export type JobTriggerRow = Pick<SysJobTriggerTable, (typeof triggerColumns)[number]>;

const WHY = 'scheduled jobs are the platform’s, run for every tenant';
/** a deleted row gives its key up: `{key}~{id in base 36}` fits the 96-character column */
const KEY_LENGTH = 96;

/** sys_job_detail: the jobs, each naming a job type and its parameters. */
export class JobRepository extends TenantRepository<'sysJobDetail', JobDetailRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysJobDetail', jobColumns, {
      scope: platformTable(WHY),
      freedOnDelete: { column: 'jobId', maxLength: KEY_LENGTH, suffix: shortDeletedSuffix },
    });
  }

  page(tenantId: number, input: JobDetailPageInput, maxPageSize: number): Promise<PageResult<JobDetailRow>> {
    let query = this.live(tenantId);
    if (input.jobId) query = query.where(containsText(this.dbType, 'jobId', input.jobId));
    if (input.description) query = query.where(containsText(this.dbType, 'description', input.description));
    if (input.groupName) query = query.where(containsText(this.dbType, 'groupName', input.groupName));
    if (input.status) query = query.where('status', '=', input.status);
    return paginate(query, input, {
      sortable: {
        jobId: 'jobId',
        groupName: 'groupName',
        jobType: 'jobType',
        status: 'status',
        createTime: 'createTime',
      },
      defaultSort: [
        ['groupName', 'asc'],
        ['jobId', 'asc'],
      ],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  byKey(tenantId: number, jobId: string): Promise<JobDetailRow | undefined> {
    return this.live(tenantId).where('jobId', '=', jobId).executeTakeFirst();
  }

  all(tenantId: number): Promise<JobDetailRow[]> {
    return this.live(tenantId).execute();
  }
}

/** sys_job_trigger: when each job fires. Every schedule or status change raises `version`. */
export class TriggerRepository extends TenantRepository<'sysJobTrigger', JobTriggerRow> {
  constructor(db: Db) {
    super(db, 'sysJobTrigger', triggerColumns, {
      scope: platformTable(WHY),
      freedOnDelete: { column: 'triggerId', maxLength: KEY_LENGTH, suffix: shortDeletedSuffix },
    });
  }

  ofJobs(tenantId: number, jobIds: readonly string[]): Promise<JobTriggerRow[]> {
    if (jobIds.length === 0) return Promise.resolve([]);
    return this.live(tenantId).where('jobId', 'in', jobIds).orderBy('triggerId').execute();
  }

  byKey(tenantId: number, jobId: string, triggerId: string): Promise<JobTriggerRow | undefined> {
    return this.live(tenantId)
      .where('jobId', '=', jobId)
      .where('triggerId', '=', triggerId)
      .executeTakeFirst();
  }

  /** Whether the job has a trigger of this key, ignoring case (as MariaDB's unique index does). */
  async taken(tenantId: number, jobId: string, triggerId: string): Promise<boolean> {
    const row = await this.live(tenantId)
      .where('jobId', '=', jobId)
      .where(sql<boolean>`lower(${sql.ref('triggerId')}) = lower(${triggerId})`)
      .executeTakeFirst();
    return row !== undefined;
  }
}
