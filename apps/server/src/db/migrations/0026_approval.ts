import { sql } from 'kysely';
import { createTable, isMysql, type MigrationDb, withAudit } from './helpers.ts';

/**
 * The approval runtime (issue 21): bindings of a published workflow to a business event, the instances that run
 * on them with their tasks and history, the two assignee columns (an organisation's director, a user's manager),
 * a stock adjustment's approval state and the refunds held for approval.
 *
 * None of the three databases offers a portable partial index, so two keys are 1-or-NULL columns under a unique
 * index (NULLs never collide): a binding's `enabled_key` (event, and form code for formSubmit) is set only while
 * it is enabled, so a tenant has one enabled binding per event; an instance's `running_key` (event and business
 * key) only while it runs, so a document has one running approval whatever races.
 */
export async function up(db: MigrationDb): Promise<void> {
  const json = isMysql(db) ? sql`mediumtext` : 'text';
  await withAudit(
    createTable(db, 'sys_approval_binding')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('event', 'varchar(32)', (c) => c.notNull())
      .addColumn('form_code', 'varchar(64)')
      .addColumn('workflow_id', 'bigint', (c) => c.notNull())
      // fen; NULL = every document of the event
      .addColumn('threshold', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('enabled_key', 'varchar(100)')
      .addColumn('remark', 'varchar(256)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('ux_sys_approval_binding_enabled')
    .on('sys_approval_binding')
    .columns(['tenant_id', 'enabled_key'])
    .unique()
    .execute();

  await withAudit(
    createTable(db, 'sys_approval_instance')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('workflow_id', 'bigint', (c) => c.notNull())
      .addColumn('version_no', 'integer', (c) => c.notNull())
      .addColumn('workflow_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('event', 'varchar(32)', (c) => c.notNull())
      .addColumn('business_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('fields', json, (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('running_key', 'varchar(100)')
      .addColumn('current_node_id', 'varchar(40)')
      .addColumn('current_node_name', 'varchar(64)')
      .addColumn('starter_user_id', 'bigint', (c) => c.notNull())
      .addColumn('starter_user_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('ux_sys_approval_instance_running')
    .on('sys_approval_instance')
    .columns(['tenant_id', 'running_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_sys_approval_instance_business')
    .on('sys_approval_instance')
    .columns(['tenant_id', 'event', 'business_key'])
    .execute();
  await db.schema
    .createIndex('ix_sys_approval_instance_starter')
    .on('sys_approval_instance')
    .columns(['tenant_id', 'starter_user_id', 'start_time'])
    .execute();

  await createTable(db, 'sys_approval_task')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'bigint', (c) => c.notNull())
    .addColumn('node_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('node_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('assignee_user_id', 'bigint', (c) => c.notNull())
    .addColumn('assignee_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('decided_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ix_sys_approval_task_assignee')
    .on('sys_approval_task')
    .columns(['tenant_id', 'assignee_user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('ix_sys_approval_task_instance')
    .on('sys_approval_task')
    .columns(['instance_id'])
    .execute();

  await createTable(db, 'sys_approval_history')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('instance_id', 'bigint', (c) => c.notNull())
    .addColumn('node_id', 'varchar(40)')
    .addColumn('node_name', 'varchar(64)')
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('user_name', 'varchar(64)')
    .addColumn('comment', 'varchar(500)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_sys_approval_history_instance')
    .on('sys_approval_history')
    .columns(['instance_id', 'create_time'])
    .execute();

  await db.schema.alterTable('sys_org').addColumn('director_id', 'bigint').execute();
  await db.schema.alterTable('sys_user').addColumn('manager_user_id', 'bigint').execute();
  // the latest approval of a stock adjustment and its state (1 running, 2 approved, 3 rejected, 4 withdrawn)
  await db.schema.alterTable('retail_stock_adjust').addColumn('approval_id', 'bigint').execute();
  await db.schema.alterTable('retail_stock_adjust').addColumn('approval_status', 'smallint').execute();

  await createTable(db, 'retail_sale_refund_request')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('org_id', 'bigint')
    // the refund's input as the till sent it (lines, method, reason)
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    // 1 awaiting approval, 2 refunded, 3 rejected, 4 withdrawn
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('approval_id', 'bigint', (c) => c.notNull())
    .addColumn('refund_id', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint', (c) => c.notNull())
    .addColumn('create_user_name', 'varchar(64)')
    .addColumn('decided_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ix_retail_sale_refund_request_order')
    .on('retail_sale_refund_request')
    .columns(['tenant_id', 'order_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('retail_sale_refund_request').ifExists().execute();
  await db.schema.alterTable('retail_stock_adjust').dropColumn('approval_status').execute();
  await db.schema.alterTable('retail_stock_adjust').dropColumn('approval_id').execute();
  await db.schema.alterTable('sys_user').dropColumn('manager_user_id').execute();
  await db.schema.alterTable('sys_org').dropColumn('director_id').execute();
  for (const table of [
    'sys_approval_history',
    'sys_approval_task',
    'sys_approval_instance',
    'sys_approval_binding',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
