import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { namingPlugin } from './query-plugins.ts';
import { shareTransactions } from './transaction.ts';

/**
 * The same database (or transaction) without the tenant guard, for a query that legitimately spans tenants or
 * runs before the tenant is known; `why` says which, at the call site. It opts out the queries run on it:
 * `inTransaction` on it runs on the database itself (guarded, and batched on SQLite), so a transaction's
 * queries opt out on its `trx`.
 */
export function acrossTenants<D extends Kysely<Database>>(db: D, why: string): D {
  if (!why.trim()) throw new Error('acrossTenants needs the reason the query spans tenants');
  const unguarded = db.withoutPlugins().withPlugin(namingPlugin) as D;
  shareTransactions(unguarded, db);
  return unguarded;
}
