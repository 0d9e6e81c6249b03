import { sql } from 'kysely';
import { mysqlNamedLock, pgAdvisoryLock, withConnectionLock, withFileLock } from './connection-lock.ts';
import type { DatabaseHandle } from './database.ts';

/** PostgreSQL advisory lock key of the start (Kysely's migration lock uses another one). */
const PG_START_LOCK = 7_305_311_024_918_441_003n;
/** MySQL lock names are server-wide and at most 64 characters: a digest of the database's name is part of it. */
const MYSQL_START_LOCK = sql`concat('retail:start:', md5(database()))`;
const MYSQL_WAIT_SECONDS = 86_400;

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
  if (handle.type === 'postgres' || handle.type === 'mysql') {
    const lock =
      handle.type === 'postgres'
        ? pgAdvisoryLock(sql.lit(PG_START_LOCK), true)
        : mysqlNamedLock(MYSQL_START_LOCK, MYSQL_WAIT_SECONDS);
    const done = await withConnectionLock(handle.db, lock.acquire, lock.release, work);
    if (done === 'busy') throw new Error('another instance held the start lock for a day');
    return done;
  }
  if (url === ':memory:') return work();
  const done = await withFileLock(`${url}.start-lock`, Number.POSITIVE_INFINITY, work);
  if (done === 'busy') throw new Error('the start lock stayed taken');
  return done;
}
