import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { namingPlugin } from './query-plugins.ts';
import { shareTransactions } from './transaction.ts';

const unguardedOf = new WeakMap<Kysely<Database>, Kysely<Database>>();

/**
 * The same database (or transaction) without the tenant guard, for a query that legitimately spans tenants or
 * runs before the tenant is known; `why` says which, at the call site. It opts out the queries run on it:
 * `inTransaction` on it runs on the database itself (guarded, and batched on SQLite), so a transaction's
 * queries opt out on its `trx`.
 */
export function acrossTenants<D extends Kysely<Database>>(db: D, why: string): D {
  if (!why.trim()) throw new Error('acrossTenants needs the reason the query spans tenants');
  // made once per handle: session checks on every request and each sign-in go through here
  let unguarded = unguardedOf.get(db) as D | undefined;
  if (!unguarded) {
    unguarded = db.withoutPlugins().withPlugin(namingPlugin) as D;
    shareTransactions(unguarded, db);
    unguardedOf.set(db, unguarded);
  }
  return unguarded;
}
