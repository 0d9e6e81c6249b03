import { type Kysely, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';

export interface LiveColumn {
  name: string;
  /** the database's own type name */
  dbType: string;
  nullable: boolean;
  hasDefault: boolean;
  /** the most characters of a text column, when the database says */
  length: number | null;
}

export interface LiveTable {
  name: string;
  columns: LiveColumn[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- introspection reads tables the app has no types for
type RawDb = Kysely<any>;

/** The migrator's bookkeeping and SQLite's own tables: no module is ever generated for them. */
const isInternal = (name: string) => name.startsWith('sys_migration') || name.startsWith('sqlite_');

/** `varchar(64)` → 64 (SQLite keeps the declared type as written). */
const declaredLength = (dbType: string): number | null => {
  const match = /\(\s*(\d+)\s*\)/.exec(dbType);
  return match ? Number(match[1]) : null;
};

/**
 * The tables and columns of the database the app runs on, read through Kysely's introspection on SQLite,
 * PostgreSQL (the `public` schema, where the migrations create the app's tables) and MySQL/MariaDB (the connected
 * database). Read only.
 */
export class LiveSchema {
  private readonly raw: RawDb;

  constructor(
    db: Db,
    private readonly type: DbType,
  ) {
    this.raw = db.withoutPlugins() as unknown as RawDb;
  }

  /** Every table but views and migration tables, sorted by name; lengths are not read here. */
  async tables(): Promise<LiveTable[]> {
    const tables = await this.raw.introspection.getTables();
    return tables
      .filter((t) => !t.isView && (this.type !== 'postgres' || t.schema === 'public') && !isInternal(t.name))
      .map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => ({
          name: c.name,
          dbType: c.dataType,
          nullable: c.isNullable,
          hasDefault: c.hasDefaultValue || c.isAutoIncrementing,
          length: this.type === 'sqlite' ? declaredLength(c.dataType) : null,
        })),
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** One table with the lengths of its text columns; undefined when there is no such table. */
  async table(name: string): Promise<LiveTable | undefined> {
    const table = (await this.tables()).find((t) => t.name === name);
    if (!table || this.type === 'sqlite') return table;
    const lengths = await this.lengths(name);
    return {
      ...table,
      columns: table.columns.map((c) => ({ ...c, length: lengths.get(c.name) ?? null })),
    };
  }

  private async lengths(table: string): Promise<Map<string, number>> {
    const schema = this.type === 'postgres' ? sql`'public'` : sql`database()`;
    const { rows } = await sql<{ column_name: string; max_length: number | string | null }>`
      select column_name as column_name, character_maximum_length as max_length
      from information_schema.columns
      where table_schema = ${schema} and table_name = ${table}`.execute(this.raw);
    return new Map(
      rows.filter((r) => r.max_length !== null).map((r) => [r.column_name, Number(r.max_length)]),
    );
  }
}
