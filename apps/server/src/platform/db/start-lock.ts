import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

/** PostgreSQL advisory lock key of the start (Kysely's migration lock uses another one). */
const PG_START_LOCK = 7_305_311_024_918_441_003n;
/** MySQL lock names are server-wide and at most 64 characters: a digest of the database's name is part of it. */
const MYSQL_START_LOCK = sql`concat('retail:start:', md5(database()))`;
const MYSQL_WAIT_SECONDS = 86_400;
/** SQLite: how often a waiting instance tries the lock again (better-sqlite3 cannot wait without blocking). */
const SQLITE_POLL_MS = 50;

/**
 * Runs `work` (migrations, then seeding) while holding a lock on the database that every instance takes at
 * start, so instances started at the same moment on a fresh database prepare it one after another: the first
 * creates and seeds, the others find nothing missing. The lock dies with its connection or process, so an
 * instance killed while starting never leaves it behind.
 * - PostgreSQL: a session advisory lock; MySQL/MariaDB: GET_LOCK named after the database;
 * - SQLite: an exclusive transaction on a lock database beside the file (`<file>.start-lock`), polled, since
 *   the main file's own lock would also stop this process's migrations.
 */
export async function withStartLock<T>(
  handle: DatabaseHandle,
  url: string,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.type === 'postgres') {
    return handle.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${sql.lit(PG_START_LOCK)})`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(PG_START_LOCK)})`.execute(conn);
      }
    });
  }
  if (handle.type === 'mysql') {
    return handle.db.connection().execute(async (conn) => {
      const got = await sql<{ got: number | null }>`select get_lock(${MYSQL_START_LOCK}, ${sql.lit(
        MYSQL_WAIT_SECONDS,
      )}) as got`.execute(conn);
      if (Number(got.rows[0]?.got) !== 1) throw new Error('another instance held the start lock for a day');
      try {
        return await work();
      } finally {
        await sql`select release_lock(${MYSQL_START_LOCK})`.execute(conn);
      }
    });
  }
  if (url === ':memory:') return work();
  const lock = new SqliteDatabase(`${url}.start-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        await sleep(SQLITE_POLL_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('commit');
    }
  } finally {
    lock.close();
  }
}
