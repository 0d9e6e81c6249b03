import { type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from '../../db/migrations/index.ts';
import type { Db } from './database.ts';

export class MigrationError extends Error {}

/** The names of the migrations, oldest first: the last one is the schema version of this build. */
export const migrationNames: readonly string[] = Object.keys(migrations).sort();

const migratorOf = (db: Db) =>
  new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'sys_migration',
    migrationLockTableName: 'sys_migration_lock',
  });

/** Brings the schema up to the newest migration; each migration runs in its own transaction where the database allows. */
export async function migrateToLatest(db: Db, upTo?: string): Promise<string[]> {
  const migrator = migratorOf(db);
  const result: MigrationResultSet = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`,
    );
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
