import { sql } from 'kysely';
import { createTable, isMysql, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Scheduled jobs (docs/decisions.md "Scheduled jobs"): platform tables every tenant shares, without tenant_id.
 * A job names a job type registered in code; its triggers say when it fires; every firing leaves one run row.
 * The unique index of sys_job_run on (job_id, trigger_id, fire_time) is the backstop against a double fire
 * whatever the engine does; manual runs have trigger_id NULL, and NULLs are distinct on all three databases.
 * Job and trigger keys are 2–64 characters; their columns are wider so a soft-deleted row can give its key up
 * (`{key}~del~{id}`).
 */
export async function up(db: MigrationDb): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await withAudit(
    createTable(db, 'sys_job_detail')
      .addColumn('job_id', 'varchar(96)', (c) => c.notNull())
      .addColumn('group_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('job_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('description', 'varchar(128)')
      .addColumn('concurrent', 'smallint', (c) => c.notNull())
      // the job type's parameters as JSON text
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('timeout_ms', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('system_flag', 'smallint', (c) => c.notNull().defaultTo(0))
      // the run that holds a job without overlapping runs (compare-and-set), NULL when none
      .addColumn('running_run_id', 'bigint'),
  ).execute();
  await index('ux_sys_job_detail_job', 'sys_job_detail', ['job_id'], true);

  await withAudit(
    createTable(db, 'sys_job_trigger')
      .addColumn('job_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('trigger_id', 'varchar(96)', (c) => c.notNull())
      .addColumn('trigger_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('cron', 'varchar(128)')
      .addColumn('interval_ms', 'bigint')
      .addColumn('run_at', 'bigint')
      .addColumn('start_time', 'bigint')
      .addColumn('end_time', 'bigint')
      .addColumn('description', 'varchar(128)')
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('max_number_of_runs', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('number_of_runs', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('number_of_errors', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_run_time', 'bigint')
      // raised by every edit of the schedule: engines compare it to know what changed
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await index('ux_sys_job_trigger_key', 'sys_job_trigger', ['job_id', 'trigger_id'], true);

  await createTable(db, 'sys_job_run')
    .addColumn('job_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('trigger_id', 'varchar(64)')
    .addColumn('run_kind', 'smallint', (c) => c.notNull())
    .addColumn('fire_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('node_id', 'varchar(128)')
    .addColumn('lease_until', 'bigint')
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('elapsed_ms', 'bigint')
    .addColumn('result', 'varchar(2000)')
    .addColumn('params', 'text')
    .addColumn('cancel_requested', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('operator_id', 'bigint')
    .addColumn('operator_name', 'varchar(64)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await index('ux_sys_job_run_fire', 'sys_job_run', ['job_id', 'trigger_id', 'fire_time'], true);
  await index('ix_sys_job_run_status', 'sys_job_run', ['status', 'lease_until']);
  await index('ix_sys_job_run_time', 'sys_job_run', ['fire_time']);

  let nodes = db.schema
    .createTable('sys_job_node')
    .addColumn('node_id', 'varchar(128)', (c) => c.primaryKey().notNull())
    .addColumn('host_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('worker_id', 'integer', (c) => c.notNull())
    .addColumn('app_version', 'varchar(32)', (c) => c.notNull())
    .addColumn('engine', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('started_time', 'bigint', (c) => c.notNull())
    .addColumn('heartbeat_time', 'bigint', (c) => c.notNull())
    .addColumn('stopped_time', 'bigint');
  if (isMysql(db))
    nodes = nodes.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`);
  await nodes.execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['sys_job_node', 'sys_job_run', 'sys_job_trigger', 'sys_job_detail']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
