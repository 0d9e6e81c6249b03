import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type { DbType } from '../../config.ts';
import type { Db } from '../db/database.ts';
import type { AnyDb } from './table-catalog.ts';

/** A database an archive is read from or restored into. */
export interface DatabaseTarget {
  db: Db;
  type: DbType;
  /** the SQLite file (a backup reads it through its own connection) or the server URL */
  url: string;
}

/**
 * Runs `work` inside one read-only snapshot, so every table is read as of the same moment while sales go on:
 * - PostgreSQL: a REPEATABLE READ READ ONLY transaction;
 * - MySQL/MariaDB: START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY;
 * - SQLite: a read transaction on a connection of its own (WAL lets the app's connection keep writing; a read
 *   transaction on the app's single connection would take the app's writes into it).
 * Queries run without the app's plugins: column names stay as the database has them.
 */
export async function withSnapshot<T>(target: DatabaseTarget, work: (trx: AnyDb) => Promise<T>): Promise<T> {
  if (target.type === 'sqlite' && target.url !== ':memory:') {
    const database = new SqliteDatabase(target.url, { readonly: true, fileMustExist: true });
    const reader: AnyDb = new Kysely({ dialect: new SqliteDialect({ database }) });
    try {
      return await reader.connection().execute((conn) => inTransaction(conn, sql`begin`, work));
    } finally {
      await reader.destroy();
    }
  }
  const base = target.db.withoutPlugins() as AnyDb;
  const begin =
    target.type === 'postgres'
      ? sql`start transaction isolation level repeatable read, read only`
      : target.type === 'mysql'
        ? sql`start transaction with consistent snapshot, read only`
        : sql`begin`;
  return base.connection().execute(async (conn) => {
    if (target.type === 'mysql') await sql`set transaction isolation level repeatable read`.execute(conn);
    return inTransaction(conn, begin, work);
  });
}

async function inTransaction<T>(
  conn: AnyDb,
  begin: ReturnType<typeof sql>,
  work: (trx: AnyDb) => Promise<T>,
): Promise<T> {
  await begin.execute(conn);
  try {
    const result = await work(conn);
    await sql`commit`.execute(conn);
    return result;
  } catch (error) {
    await sql`rollback`.execute(conn).catch(() => {});
    throw error;
  }
}

/** The name of the newest migration applied to a database. */
export async function schemaVersionOf(db: AnyDb): Promise<string> {
  const row = await sql<{ name: string }>`select name from sys_migration order by name desc`.execute(db);
  return row.rows[0]?.name ?? '';
}
