import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Runs `work` while one pooled connection holds a session lock (a PostgreSQL advisory lock, MySQL GET_LOCK). The
 * lock dies with its connection, so a process killed while holding it never leaves it behind. `acquire` answers a
 * row whose `got` is true or 1 when the lock was taken; otherwise nothing runs and the answer is `busy`.
 */
export async function withConnectionLock<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the lock queries touch no table
  db: Kysely<any>,
  acquire: RawBuilder<{ got: unknown }>,
  release: RawBuilder<unknown>,
  work: () => Promise<T>,
): Promise<T | 'busy'> {
  return db.connection().execute(async (conn) => {
    const { rows } = await acquire.execute(conn);
    const got = rows[0]?.got;
    if (got !== true && Number(got) !== 1) return 'busy';
    try {
      return await work();
    } finally {
      await release.execute(conn);
    }
  });
}

/** A PostgreSQL advisory lock: waited for (`pg_advisory_lock`) or only tried (`pg_try_advisory_lock`). */
export function pgAdvisoryLock(keys: RawBuilder<unknown>, wait: boolean) {
  return {
    acquire: wait
      ? sql<{ got: unknown }>`select true as got from (select pg_advisory_lock(${keys})) as taken`
      : sql<{ got: unknown }>`select pg_try_advisory_lock(${keys}) as got`,
    release: sql`select pg_advisory_unlock(${keys})`,
  };
}

/** A MySQL/MariaDB named lock, waited for up to `waitSeconds` (0: only tried). */
export function mysqlNamedLock(name: RawBuilder<unknown>, waitSeconds: number) {
  return {
    acquire: sql<{ got: unknown }>`select get_lock(${name}, ${sql.lit(waitSeconds)}) as got`,
    release: sql`select release_lock(${name})`,
  };
}

/** SQLite: how often a waiting process tries a file lock again (better-sqlite3 cannot wait without blocking). */
const SQLITE_POLL_MS = 50;

/**
 * SQLite's counterpart: an exclusive transaction on a lock database beside the data file (`path`), tried every
 * 50 ms for up to `maxWaitMs`; the operating system drops it with the process. `busy` when it stayed taken.
 */
export async function withFileLock<T>(
  path: string,
  maxWaitMs: number,
  work: () => Promise<T>,
): Promise<T | 'busy'> {
  const lock = new SqliteDatabase(path);
  try {
    lock.pragma('busy_timeout = 0');
    const until = Date.now() + maxWaitMs;
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (Date.now() >= until) return 'busy';
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
