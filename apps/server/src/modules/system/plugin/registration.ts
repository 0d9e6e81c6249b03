import type { JobType } from '../../../platform/jobs/job-type.ts';
import { type RouteGate } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import type { PluginDeps, PluginManifest } from '../../../plugins/plugin.ts';
import type { ModuleDeps } from '../../module.ts';

/** A route a plugin added, for the plugins screen's detail. */
export interface PluginRoute {
  method: string;
  url: string;
  /** the permission code, or 'login' / 'public' */
  access: string;
}

/** Refuses a signed-in caller whose tenant has not enabled the plugin, as if the route did not exist. */
function enabledGate(deps: ModuleDeps, manifest: PluginManifest): RouteGate {
  return async (principal) => {
    if (!(await deps.plugins.isEnabled(manifest.id, principal.tenantId))) {
      throw new AppError(404, 'plugin.disabled', { plugin: manifest.id });
    }
  };
}

/** What a plugin's `register` and `jobTypes` receive: the module deps, the host, and its gated route registrar. */
export function pluginDepsOf(deps: ModuleDeps, manifest: PluginManifest): PluginDeps {
  const route = routeRegistrar(deps.app, deps.ctx.config.timeZone);
  const gate = enabledGate(deps, manifest);
  const gated: typeof route = (def) => {
    const { access } = def;
    deps.plugins.routeAdded(manifest.id, {
      method: def.method,
      url: def.url,
      access: 'permission' in access ? access.permission : 'login' in access ? 'login' : 'public',
    });
    route({ ...def, gate });
  };
  return { ...deps, host: deps.plugins, route: gated };
}

/** Registers the routes of every built-in plugin (after the core modules); each answers 404 where it is off. */
export function registerPlugins(deps: ModuleDeps): void {
  for (const manifest of deps.plugins.manifests) manifest.register?.(pluginDepsOf(deps, manifest));
}

/** The job types of every built-in plugin, for the scheduler's list (modules/job-types.ts). */
export function pluginJobTypes(deps: ModuleDeps): JobType[] {
  return deps.plugins.manifests.flatMap(
    (manifest) => manifest.jobTypes?.(pluginDepsOf(deps, manifest)) ?? [],
  );
}
