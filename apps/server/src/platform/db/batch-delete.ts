import type { ExpressionBuilder, Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { acrossTenants } from './across-tenants.ts';
import type { Db } from './database.ts';
import { inTransaction } from './transaction.ts';

type TableWithId = { [K in keyof Database]: Database[K] extends { id: number } ? K : never }[keyof Database];

export interface BatchDelete<T extends TableWithId> {
  table: T;
  /** which rows go */
  where: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
  /** why the statements span tenants (housekeeping over every tenant's rows) */
  why: string;
  /** checked before each batch: an aborted run stops there, keeping the batches already deleted */
  signal: AbortSignal;
  batchSize?: number;
}

const BATCH_SIZE = 1000;

/**
 * Deletes the rows `where` selects, at most `batchSize` at a time, each batch in a transaction of its own
 * (`inTransaction`, so SQLite's writes join the group commit), so a large table is never locked by one huge
 * delete. A batch's ids are read in id order first: a portable `DELETE … LIMIT` does not exist (PostgreSQL has
 * none, MySQL refuses LIMIT in an `IN` subquery). Answers the number of rows deleted.
 */
export async function deleteInBatches<T extends TableWithId>(db: Db, spec: BatchDelete<T>): Promise<number> {
  const size = spec.batchSize ?? BATCH_SIZE;
  const table: string = spec.table;
  // one table name for every T: Kysely cannot narrow a generic table name
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const unguarded = acrossTenants(db, spec.why) as unknown as Kysely<any>;
  let deleted = 0;
  for (;;) {
    spec.signal.throwIfAborted();
    const rows: Array<{ id: number }> = await unguarded
      .selectFrom(table)
      .select('id')
      .where(spec.where as never)
      .orderBy('id')
      .limit(size)
      .execute();
    if (rows.length === 0) return deleted;
    const ids = rows.map((r) => Number(r.id));
    const result = await inTransaction(db, (trx) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (acrossTenants(trx, spec.why) as unknown as Kysely<any>)
        .deleteFrom(table)
        .where('id', 'in', ids)
        .executeTakeFirst(),
    );
    deleted += Number(result.numDeletedRows);
    if (rows.length < size) return deleted;
  }
}
