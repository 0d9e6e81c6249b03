import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { mysqlNamedLock, pgAdvisoryLock, withConnectionLock, withFileLock } from '../db/connection-lock.ts';
import type { DatabaseTarget } from './snapshot.ts';
import type { AnyDb } from './table-catalog.ts';

/** PostgreSQL advisory lock keys of a restore (two int4 keys; the start lock uses one int8 key). */
const PG_KEYS = [73_053_110, 18] as const;
const PG_KEYS_SQL = sql`${sql.lit(PG_KEYS[0])}, ${sql.lit(PG_KEYS[1])}`;
const MYSQL_NAME = sql`concat('retail:restore:', md5(database()))`;

const SQLITE_WAIT_MS = 1000;

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/**
 * The lock a restore holds while it runs; every instance probes it to know whether to answer 503. It is held by a
 * connection (PostgreSQL advisory lock, MySQL GET_LOCK) or an open file lock (SQLite: an exclusive transaction on
 * `<file>.restore-lock`), so a restore killed with kill -9 lets go of it at once: nothing is left to clean up.
 */
export class MaintenanceLock {
  private probeDb: SqliteDatabase.Database | null = null;

  constructor(private readonly target: DatabaseTarget) {}

  /** Runs `work` while holding the lock; `busy` when another restore holds it. */
  async hold<T>(work: () => Promise<T>): Promise<T | 'busy'> {
    const { type, url } = this.target;
    const raw = this.target.db.withoutPlugins() as AnyDb;
    if (type === 'postgres') {
      const lock = pgAdvisoryLock(PG_KEYS_SQL, false);
      return withConnectionLock(raw, lock.acquire, lock.release, work);
    }
    if (type === 'mysql') {
      const lock = mysqlNamedLock(MYSQL_NAME, 0);
      return withConnectionLock(raw, lock.acquire, lock.release, work);
    }
    if (url === ':memory:') return work();
    // a probe holds the lock for an instant each second: wait that out, not a restore
    return withFileLock(`${url}.restore-lock`, SQLITE_WAIT_MS, work);
  }

  /** Whether any process holds the lock now. */
  async isHeld(): Promise<boolean> {
    const { type, url } = this.target;
    const raw = this.target.db.withoutPlugins() as AnyDb;
    if (type === 'postgres') {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from pg_locks
        where locktype = 'advisory' and granted and classid::bigint = ${sql.lit(PG_KEYS[0])}
          and objid::bigint = ${sql.lit(PG_KEYS[1])} and objsubid = 2
          and database = (select oid from pg_database where datname = current_database())`.execute(raw);
      return Number(rows[0]?.n) > 0;
    }
    if (type === 'mysql') {
      const { rows } = await sql<{
        owner: number | null;
      }>`select is_used_lock(${MYSQL_NAME}) as owner`.execute(raw);
      return rows[0]?.owner != null;
    }
    if (url === ':memory:') return false;
    this.probeDb ??= new SqliteDatabase(`${url}.restore-lock`);
    this.probeDb.pragma('busy_timeout = 0');
    try {
      this.probeDb.exec('begin exclusive');
      this.probeDb.exec('commit');
      return false;
    } catch (error) {
      if (isBusy(error)) return true;
      throw error;
    }
  }

  close(): void {
    this.probeDb?.close();
    this.probeDb = null;
  }
}
