import type { Db } from '../../platform/db/database.ts';

/**
 * Runs a named seed step once per database. Used for grants and links that users may later change or remove:
 * those are never re-applied on a later start. A new product version adds a new step name.
 */
export async function once(db: Db, name: string, step: (db: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx.selectFrom('sysSeed').select('name').where('name', '=', name).executeTakeFirst();
    if (done) return;
    await step(trx);
    await trx.insertInto('sysSeed').values({ name, appliedTime: Date.now() }).execute();
  });
}
