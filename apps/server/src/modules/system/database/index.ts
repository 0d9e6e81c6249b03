import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import { migrationNames } from '../../../platform/db/migrate.ts';
import type { ModuleDeps } from '../../module.ts';
import { DatabaseCatalog } from './catalog.ts';
import { MigrationDrafter } from './migration-drafts.ts';
import { databaseRoutes } from './routes.ts';
import { DatabaseService } from './service.ts';

/**
 * The database screens (/platform/database): tables and columns of the connected database, and the texts a
 * developer commits (entity, seed data, migration drafts). No route runs DDL or writes a file.
 */
export function registerDatabaseModule({ app, ctx }: ModuleDeps): void {
  // catalog queries and seed rows span tenants and use the database's own names (no camelCase mapping)
  const db = acrossTenants(ctx.db, 'the platform database screen reads any table').withoutPlugins();
  const catalog = new DatabaseCatalog(db, ctx.config.db.type);
  const drafter = new MigrationDrafter(catalog, migrationNames);
  const service = new DatabaseService({ db, type: ctx.config.db.type, catalog, drafter });
  databaseRoutes(app, service, ctx.config.timeZone);
}
