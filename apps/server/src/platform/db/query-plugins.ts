import { CamelCasePlugin, type KyselyPlugin } from 'kysely';
import { TenantGuardPlugin } from './tenant-guard.ts';

/** camelCase names in TypeScript, snake_case in the database. */
export const namingPlugin = new CamelCasePlugin();

/** The plugins every query runs through; the tenant guard last, as it reads the database's names. */
export function queryPlugins(options: { tenantGuard: boolean }): KyselyPlugin[] {
  return options.tenantGuard ? [namingPlugin, new TenantGuardPlugin()] : [namingPlugin];
}
