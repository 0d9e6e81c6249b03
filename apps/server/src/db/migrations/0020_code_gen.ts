import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * The code generation list (issue 19): one row per generation config the /platform/codeGen screen keeps. The
 * config is one JSON document; the table, resource, entity, area, label and menu placement are copied out of it
 * for the list, its search and its unique checks. Platform data: no tenant column.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_code_gen')
      // a deleted row's name gets a `~del~{id}` suffix (the module kit's freed column), so the index below
      // holds among live rows only
      .addColumn('table_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('resource', 'varchar(64)', (c) => c.notNull())
      .addColumn('entity_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('area', 'varchar(16)', (c) => c.notNull())
      .addColumn('label', 'varchar(512)', (c) => c.notNull())
      .addColumn('menu_parent_id', 'bigint', (c) => c.notNull())
      .addColumn('menu_id_base', 'bigint', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_code_gen_table')
    .on('sys_code_gen')
    .column('table_name')
    .unique()
    .execute();
  await db.schema
    .createIndex('ux_sys_code_gen_menu')
    .on('sys_code_gen')
    .column('menu_id_base')
    .unique()
    .execute();
}
