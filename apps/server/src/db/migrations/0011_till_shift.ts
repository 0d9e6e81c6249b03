import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Till shifts (docs/decisions.md "Shifts"): a cashier's shift in a store with its float, its paid-in and paid-out
 * rows and, once closed, the Z figures it was closed with. `open_user_id` is the cashier while the shift is open
 * and NULL after: its unique index (NULLs are distinct on all three databases) keeps one open shift per user.
 * Orders, refunds and payment rows name the shift they were made in; the tenant setting `require_shift` refuses
 * sales without one.
 */
export async function up(db: MigrationDb): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await withAudit(
    createTable(db, 'retail_till_shift')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('user_name', 'varchar(64)')
      .addColumn('open_user_id', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('float_amount', 'bigint', (c) => c.notNull())
      .addColumn('open_time', 'bigint', (c) => c.notNull())
      .addColumn('close_time', 'bigint')
      .addColumn('close_user_id', 'bigint')
      .addColumn('close_user_name', 'varchar(64)')
      .addColumn('expected_cash', 'bigint')
      .addColumn('counted_cash', 'bigint')
      .addColumn('difference', 'bigint')
      // the Z report as computed at close (fen), kept as it was
      .addColumn('z_report', 'text')
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ux_retail_till_shift_open', 'retail_till_shift', ['tenant_id', 'open_user_id'], true);
  await index('ux_retail_till_shift_no', 'retail_till_shift', ['tenant_id', 'no'], true);
  await index('ix_retail_till_shift_time', 'retail_till_shift', ['tenant_id', 'open_time']);

  // paid-in (kind 1) and paid-out (kind 2) of the drawer
  await createTable(db, 'retail_till_cash')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('shift_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(128)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .execute();
  await index('ix_retail_till_cash_shift', 'retail_till_cash', ['tenant_id', 'shift_id']);

  for (const table of ['retail_sale_order', 'retail_sale_refund', 'retail_sale_payment']) {
    await db.schema.alterTable(table).addColumn('shift_id', 'bigint').execute();
    await index(`ix_${table}_shift`, table, ['tenant_id', 'shift_id']);
  }
  await db.schema
    .alterTable('retail_setting')
    .addColumn('require_shift', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('retail_setting').dropColumn('require_shift').execute();
  for (const table of ['retail_sale_order', 'retail_sale_refund', 'retail_sale_payment']) {
    await db.schema.dropIndex(`ix_${table}_shift`).on(table).execute();
    await db.schema.alterTable(table).dropColumn('shift_id').execute();
  }
  await db.schema.dropTable('retail_till_cash').ifExists().execute();
  await db.schema.dropTable('retail_till_shift').ifExists().execute();
}
