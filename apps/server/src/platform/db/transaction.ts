import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from './database.ts';
import { WriteBatcher } from './write-batcher.ts';

export type Trx = Transaction<Database>;

/** Deadlocks, serialization failures and lock timeouts: the transaction was rolled back and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return (
    e.code === '40001' ||
    e.code === '40P01' ||
    e.errno === 1213 ||
    e.errno === 1205 ||
    e.code === 'SQLITE_BUSY' ||
    e.code === 'SQLITE_BUSY_SNAPSHOT'
  );
}

const batchers = new WeakMap<Db, WriteBatcher>();

/** SQLite: `inTransaction` on this database commits concurrent transactions together (WriteBatcher). */
export function batchWrites(db: Db): void {
  batchers.set(db, new WriteBatcher(db));
}

const origins = new WeakMap<Db, Db>();

/** `derived` is `db` with other plugins: `inTransaction` on it runs on `db` itself (its plugins, its batcher). */
export function shareTransactions(derived: Db, db: Db): void {
  origins.set(derived, origins.get(db) ?? db);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, running it again (up to `attempts` times, with a short random pause) when the
 * database rolled it back because of a deadlock or lock timeout between concurrent writers. `work` must
 * therefore do nothing outside the transaction that cannot be repeated.
 */
export async function inTransaction<T>(handle: Db, work: (trx: Trx) => Promise<T>, attempts = 8): Promise<T> {
  const db = origins.get(handle) ?? handle;
  const batcher = batchers.get(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await (batcher ? batcher.run(work) : db.transaction().execute(work));
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}
