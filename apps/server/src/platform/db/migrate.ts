import { type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from '../../db/migrations/index.ts';
import type { Db } from './database.ts';

export class MigrationError extends Error {}

/** Brings the schema up to the newest migration; each migration runs in its own transaction where the database allows. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'sys_migration',
    migrationLockTableName: 'sys_migration_lock',
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`,
    );
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
