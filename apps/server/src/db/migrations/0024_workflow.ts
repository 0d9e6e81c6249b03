import { sql } from 'kysely';
import { createTable, isMysql, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Workflow definitions (issue 21): a tenant's workflows with their draft graph, and the immutable versions each
 * publish freezes (the approval runtime pins an instance to one). Graphs are JSON (workflow-graph.ts); up to 200
 * nodes may exceed MySQL's 64 KB TEXT.
 */
export async function up(db: MigrationDb): Promise<void> {
  const json = isMysql(db) ? sql`mediumtext` : 'text';
  await withAudit(
    createTable(db, 'sys_workflow')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(32)')
      // the APPROVAL_EVENTS value the workflow is meant for (which fields its conditions offer), or NULL
      .addColumn('event', 'varchar(32)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('draft_graph', json, (c) => c.notNull())
      .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_workflow_code')
    .on('sys_workflow')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();
  await createTable(db, 'sys_workflow_version')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('workflow_id', 'bigint', (c) => c.notNull())
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('graph', json, (c) => c.notNull())
    .addColumn('published_time', 'bigint', (c) => c.notNull())
    .addColumn('published_user_id', 'bigint')
    .addColumn('published_user_name', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('ux_sys_workflow_version')
    .on('sys_workflow_version')
    .columns(['workflow_id', 'version_no'])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sys_workflow_version').ifExists().execute();
  await db.schema.dropTable('sys_workflow').ifExists().execute();
}
