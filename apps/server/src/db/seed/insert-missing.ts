import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../schema.ts';

type TableWithId = { [K in keyof Database]: Database[K] extends { id: number } ? K : never }[keyof Database];

/** Inserts the rows whose id is absent; rows that exist (and may have been edited by users) are left alone. */
export async function insertMissing<T extends TableWithId>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const idOf = (row: unknown) => (row as { id: number }).id;
  const ids = rows.map(idOf);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table name
  const anyDb = db as any;
  const existing: { id: number }[] = await anyDb
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .execute();
  const present = new Set(existing.map((r) => Number(r.id)));
  const missing = rows.filter((r) => !present.has(idOf(r)));
  if (missing.length > 0) await anyDb.insertInto(table).values(missing).execute();
  return missing.length;
}
