import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/platform/db/database.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';

/** SQLite group commit: concurrent transactions share a COMMIT, yet each is all or nothing on its own. */
describe('SQLite write transactions committed together', () => {
  let dir: string;
  let file: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'batcher-'));
    file = join(dir, 'test.db');
    handle = createDatabase('sqlite', file);
    await sql`create table t (n integer primary key)`.execute(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (n: number) => sql`insert into t (n) values (${n})`;

  /** What another connection sees: only committed rows. */
  function committed(): number[] {
    const other = new SqliteDatabase(file, { readonly: true });
    try {
      return (other.prepare('select n from t order by n').all() as { n: number }[]).map((r) => r.n);
    } finally {
      other.close();
    }
  }

  it('keeps the works that succeed, undoes the one that fails, and answers each after the commit', async () => {
    const seenAtAnswer: Array<[number, number[]]> = [];
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        inTransaction(handle.db, async (trx) => {
          await insert(n).execute(trx);
          await insert(n * 10).execute(trx);
          if (n === 3) throw new Error('refused');
          return n;
        }).then((value) => {
          seenAtAnswer.push([value, committed()]);
          return value;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual([1, 2, 4, 10, 20, 40]);
    // every answered work was already visible to another connection when its caller heard of it
    expect(seenAtAnswer).toHaveLength(3);
    for (const [n, seen] of seenAtAnswer) expect(seen).toEqual(expect.arrayContaining([n, n * 10]));
  });

  it('a work refused by a constraint does not disturb the others in its batch', async () => {
    await insert(7).execute(handle.db);
    const results = await Promise.allSettled([
      inTransaction(handle.db, (trx) => insert(8).execute(trx)),
      inTransaction(handle.db, (trx) => insert(7).execute(trx)),
      inTransaction(handle.db, (trx) => insert(9).execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual([7, 8, 9]);
  });
});
