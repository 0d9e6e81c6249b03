import type {
  DbColumnOutput,
  DbTableDetailOutput,
  DbTableOutput,
} from '@retail/contracts/api/system/database';
import type { DbType } from '../../../config.ts';
import { camelOf } from '../../../platform/source-text/literals.ts';
import { normaliseType } from './column-types.ts';
import type { DialectCatalog, RawDb } from './dialects/dialect.ts';
import { mysqlCatalog } from './dialects/mysql.ts';
import { postgresCatalog } from './dialects/postgres.ts';
import { sqliteCatalog } from './dialects/sqlite.ts';

/** Migration bookkeeping (Kysely's default names and this project's): not the application's data. */
const MIGRATION_TABLE = /^(kysely_migration|sys_migration)/;

const dialectOf: Record<DbType, (db: RawDb) => DialectCatalog> = {
  sqlite: sqliteCatalog,
  postgres: postgresCatalog,
  mysql: mysqlCatalog,
};

/**
 * The connected database's tables and columns, read (never changed) through Kysely's introspection (names,
 * nullability, auto increment, column comments) and the database's own catalog (table comments, row estimates,
 * raw types, defaults, primary keys, indexes, foreign keys).
 */
export class DatabaseCatalog {
  private readonly dialect: DialectCatalog;

  constructor(
    private readonly db: RawDb,
    type: DbType,
  ) {
    this.dialect = dialectOf[type](db);
  }

  /** The base tables, by name, without the migration bookkeeping. */
  async tables(): Promise<DbTableOutput[]> {
    const tables = await this.dialect.tables();
    return tables.filter((table) => !MIGRATION_TABLE.test(table.name));
  }

  /** One table with its columns, indexes and foreign keys; undefined when there is no such table. */
  async detail(name: string): Promise<DbTableDetailOutput | undefined> {
    const table = (await this.tables()).find((t) => t.name === name);
    if (!table) return undefined;
    const [introspected, columns, indexes, foreignKeys] = await Promise.all([
      this.introspected(name),
      this.dialect.columns(name),
      this.dialect.indexes(name),
      this.dialect.foreignKeys(name),
    ]);
    return {
      table,
      columns: columns.map((column): DbColumnOutput => {
        const meta = introspected.get(column.name);
        const { type, length } = normaliseType(column.rawType);
        return {
          name: column.name,
          property: camelOf(column.name),
          type,
          rawType: column.rawType,
          length,
          nullable: meta?.isNullable ?? !column.primaryKey,
          defaultValue: column.defaultValue,
          primaryKey: column.primaryKey,
          autoIncrement: meta?.isAutoIncrementing ?? false,
          comment: meta?.comment?.trim() ? meta.comment : null,
        };
      }),
      indexes,
      foreignKeys,
    };
  }

  /** Kysely's view of a table's columns (PostgreSQL lists every schema's tables: the connected one's are kept). */
  private async introspected(name: string) {
    const [tables, schema] = await Promise.all([
      this.db.introspection.getTables(),
      this.dialect.schemaName(),
    ]);
    const table = tables.find(
      (t) => t.name === name && !t.isView && (schema === undefined || t.schema === schema),
    );
    return new Map((table?.columns ?? []).map((column) => [column.name, column]));
  }
}
