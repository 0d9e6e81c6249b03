import { builtInPlugins } from '../../src/plugins/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * The button codes under the built-in plugins' menus: nobody holds them while the plugin is off for their tenant,
 * as on a fresh database (PermissionService drops a disabled plugin's menus from every grant).
 */
export async function pluginButtonCodes(t: TestApp): Promise<Set<string>> {
  const menuIds = builtInPlugins.flatMap((plugin) => plugin.menuIds);
  if (menuIds.length === 0) return new Set();
  const rows = await t.ctx.db
    .selectFrom('sysMenu')
    .select('permission')
    .where('pid', 'in', menuIds)
    .where('permission', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.permission as string));
}

/** `METHOD /url` of every route a built-in plugin registered (answered 404 `plugin.disabled` while it is off). */
export function pluginRoutes(t: TestApp): Set<string> {
  return new Set(
    builtInPlugins.flatMap((plugin) => t.plugins.routesOf(plugin.id).map((r) => `${r.method} ${r.url}`)),
  );
}
