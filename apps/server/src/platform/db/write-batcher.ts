import type { Db } from './database.ts';
import type { Trx } from './transaction.ts';

interface Pending {
  work: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Works committed together at most; a larger burst commits in several transactions. */
const MAX_BATCH = 64;

/**
 * Group commit for SQLite, whose one connection runs one write transaction at a time anyway: the write
 * transactions that queue up while one commits run next, one after another, in one database transaction, each
 * inside its own savepoint. A work that fails rolls back to its savepoint alone and is refused at once; the
 * others are answered only after their common COMMIT, so nothing is acknowledged before it is durable. A
 * commit writes each changed page to the WAL once per batch instead of once per work (a sale changes about 35
 * pages, many of them shared with the next sale: index roots, the newest order and log pages, the counters).
 */
export class WriteBatcher {
  private readonly queue: Pending[] = [];
  private draining = false;

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) await this.commit(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.draining = false;
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    const done: Array<[Pending, unknown]> = [];
    try {
      for (let i = 0; i < batch.length; i++) {
        const pending = batch[i] as Pending;
        const point = await trx.savepoint('work').execute();
        try {
          const value = await pending.work(point);
          await point.releaseSavepoint('work').execute();
          done.push([pending, value]);
        } catch (error) {
          await point.rollbackToSavepoint('work').execute();
          await point.releaseSavepoint('work').execute();
          pending.reject(error);
        }
        // a work runs within microtasks: before committing, let the requests already received reach here
        if (i === batch.length - 1 && batch.length < MAX_BATCH) {
          await new Promise((resolve) => setImmediate(resolve));
          batch.push(...this.queue.splice(0, MAX_BATCH - batch.length));
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // the transaction itself failed (COMMIT, or a savepoint that could not be undone): nothing was kept
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      // (rejecting a work already refused on its own changes nothing)
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const [pending, value] of done) pending.resolve(value);
  }
}
