import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { namingPlugin } from './query-plugins.ts';
import { batchLike } from './transaction.ts';

/**
 * The same database (or transaction) without the tenant guard, for a query that legitimately spans tenants or
 * runs before the tenant is known; `why` says which, at the call site. Opt out queries (or a transaction's
 * `trx`): `inTransaction` on the result still commits through SQLite's write batcher, whose transactions are
 * the guarded database's.
 */
export function acrossTenants<D extends Kysely<Database>>(db: D, why: string): D {
  if (!why.trim()) throw new Error('acrossTenants needs the reason the query spans tenants');
  const unguarded = db.withoutPlugins().withPlugin(namingPlugin) as D;
  batchLike(unguarded, db);
  return unguarded;
}
