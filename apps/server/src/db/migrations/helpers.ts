import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the untyped schema
export type MigrationDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column set is open while a table is being declared
type Table = CreateTableBuilder<string, any>;

/** Detects MySQL/MariaDB from the adapter so one migration can add engine options there. */
export function isMysql(db: MigrationDb): boolean {
  return db.getExecutor().adapter.constructor.name === 'MysqlAdapter';
}

/** The database a migration runs on, for dialect-specific features (search indexes). */
export function dialectOf(db: MigrationDb): 'sqlite' | 'postgres' | 'mysql' {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter === 'SqliteAdapter' ? 'sqlite' : adapter === 'PostgresAdapter' ? 'postgres' : 'mysql';
}

/** A new table with a BIGINT id primary key; MySQL gets utf8mb4 and InnoDB. */
export function createTable(db: MigrationDb, name: string): Table {
  let table = db.schema.createTable(name).addColumn('id', 'bigint', (c) => c.primaryKey().notNull());
  if (isMysql(db)) table = table.modifyEnd(sqlEngine);
  return table;
}

const sqlEngine = sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`;

/** The audit columns of DESIGN.md §5. */
export function withAudit(table: Table): Table {
  return table
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint')
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .addColumn('update_user_id', 'bigint')
    .addColumn('update_user_name', 'varchar(64)')
    .addColumn('is_delete', 'smallint', (c) => c.notNull().defaultTo(0));
}
