import { Status } from '@retail/contracts';
import type { AppContext } from '../../../platform/context.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { PluginHost, PluginManifest } from '../../../plugins/plugin.ts';
import { rememberAccessFact } from '../access/access-facts.ts';
import type { AccessCache } from '../access/invalidation.ts';
import type { PluginRoute } from './registration.ts';
import { openConfig } from './secret-config.ts';

/** The tenant whose rows hold the installation-wide settings of `scope: 'platform'` plugins. */
export const PLATFORM_TENANT_ID = 0;

/** The sealed config of each plugin a tenant has enabled (what one cached fact holds). */
type EnabledConfigs = Record<string, string>;

const TTL_SECONDS = 3600;

/**
 * Under `perm:` and of the access generation: a plugin change calls `AccessCache.grantsChanged()`, which drops
 * these with the grants they decide and never lets a fact read before the change be served after it.
 */
const enabledKey = (tenantId: number) => `perm:plugins:${tenantId}`;

/**
 * The run-time state of the built-in plugins: which are on for a tenant and with what config, read from
 * `sys_plugin` through the shared cache (Redis when set), so every instance sees a change at once.
 */
export class PluginRuntime implements PluginHost {
  private readonly byId: ReadonlyMap<string, PluginManifest>;
  private readonly routes = new Map<string, PluginRoute[]>();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'cache' | 'secrets'>,
    readonly manifests: readonly PluginManifest[],
    private readonly access: AccessCache,
    private readonly warn: (message: string, facts: Record<string, unknown>) => void,
  ) {
    this.byId = new Map(manifests.map((m) => [m.id, m]));
    if (this.byId.size !== manifests.length) throw new Error('two built-in plugins share an id');
  }

  manifest(pluginId: string): PluginManifest | undefined {
    return this.byId.get(pluginId);
  }

  /** The routes a plugin registered (through its gated registrar). */
  routesOf(pluginId: string): readonly PluginRoute[] {
    return this.routes.get(pluginId) ?? [];
  }

  routeAdded(pluginId: string, route: PluginRoute): void {
    this.routes.set(pluginId, [...this.routesOf(pluginId), route]);
  }

  /** The tenant whose row decides the plugin for a caller of `tenantId`: 0 for a platform plugin. */
  rowTenantOf(manifest: PluginManifest, tenantId: number): number {
    return manifest.scope === 'platform' ? PLATFORM_TENANT_ID : tenantId;
  }

  async isEnabled(pluginId: string, tenantId: number): Promise<boolean> {
    const manifest = this.byId.get(pluginId);
    if (!manifest) return false;
    const enabled = await this.enabledConfigs(this.rowTenantOf(manifest, tenantId));
    return Object.hasOwn(enabled, pluginId);
  }

  async configOf<C>(pluginId: string, tenantId: number): Promise<C | null> {
    const manifest = this.byId.get(pluginId);
    if (!manifest) return null;
    const rowTenant = this.rowTenantOf(manifest, tenantId);
    const enabled = await this.enabledConfigs(rowTenant);
    const stored = Object.hasOwn(enabled, pluginId) ? enabled[pluginId] : undefined;
    if (stored === undefined) return null;
    const parsed = manifest.configSchema.safeParse(openConfig(stored, manifest, this.ctx.secrets));
    if (!parsed.success) {
      // a config saved under an older version the current schema refuses: the plugin acts as not set up
      this.warn('plugin config no longer matches its schema; save it again on the plugins screen', {
        pluginId,
        tenantId: rowTenant,
      });
      return null;
    }
    return parsed.data as C;
  }

  async tenantsWith(pluginId: string): Promise<number[]> {
    const rows = await acrossTenants(this.ctx.db, 'work that serves every tenant with a plugin on')
      .selectFrom('sysPlugin')
      .select('tenantId')
      .where('pluginId', '=', pluginId)
      .where('status', '=', Status.Enable)
      .where('isDelete', '=', 0)
      .execute();
    return rows.map((r) => Number(r.tenantId));
  }

  /** The menu ids (with every descendant, e.g. buttons) a tenant must not see: those of its disabled plugins. */
  async hiddenMenuIds(tenantId: number): Promise<number[]> {
    const hidden: number[] = [];
    for (const manifest of this.manifests) {
      if (manifest.menuIds.length > 0 && !(await this.isEnabled(manifest.id, tenantId))) {
        hidden.push(...manifest.menuIds);
      }
    }
    return hidden;
  }

  /** After a `sys_plugin` row changed: every instance's next request reads the new state (menus included). */
  async changed(): Promise<void> {
    await this.access.grantsChanged();
  }

  private enabledConfigs(tenantId: number): Promise<EnabledConfigs> {
    return rememberAccessFact(this.ctx.cache, enabledKey(tenantId), TTL_SECONDS, async () => {
      const rows = await this.ctx.db
        .selectFrom('sysPlugin')
        .select(['pluginId', 'configEnc'])
        .where('tenantId', '=', tenantId)
        .where('status', '=', Status.Enable)
        .where('isDelete', '=', 0)
        .execute();
      return Object.fromEntries(
        rows.filter((r) => this.byId.has(r.pluginId)).map((r) => [r.pluginId, r.configEnc]),
      );
    });
  }
}
