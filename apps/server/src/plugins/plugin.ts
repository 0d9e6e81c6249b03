import type { z } from 'zod';
import type { JobType, Texts } from '../platform/jobs/job-type.ts';
import type { ModuleDeps } from '../modules/module.ts';
import type { routeRegistrar } from '../platform/http/route.ts';

/**
 * A plugin is code built into the application (docs/decisions.md "Plugins"): nothing is uploaded and nothing runs
 * from the database. What an administrator decides at run time is whether a plugin is on for a tenant (or, for a
 * platform plugin, for the installation) and its configuration.
 */
export interface PluginManifest<C extends z.ZodObject = z.ZodObject> {
  /** kebab-case, unique: `sms-aliyun`, `storage-s3`, `wechat`, `example-hello` */
  id: string;
  /** semver of the plugin's code; stored with the row when it is saved */
  version: string;
  name: Texts;
  description: Texts;
  /**
   * tenant: each tenant enables it and sets its own config (WeChat app of a shop);
   * platform: one setting for the whole installation, by the super admin (the SMS gateway, the file storage)
   */
  scope: 'tenant' | 'platform';
  /** validates the config on add and update; its JSON Schema drives the config form */
  configSchema: C;
  /** config keys holding secrets: sealed with DATA_KEY at rest, answered masked, kept when sent back masked */
  secretKeys: readonly string[];
  /** names of the migrations (db/migrations/index.ts) that create this plugin's tables */
  migrations: readonly string[];
  /** seeded menu ids (with their buttons) that only tenants with the plugin enabled see */
  menuIds: readonly number[];
  /** job types it adds; a run for a tenant without the plugin does nothing */
  jobTypes?: (deps: PluginDeps) => JobType[];
  /** registers the plugin's routes, through `deps.route` (404 to callers whose tenant has not enabled it) */
  register?: (deps: PluginDeps) => void;
  /** the health check behind "test" on the plugins screen (a test SMS, a bucket probe); answers a line to show */
  test?: (config: z.output<C>, deps: PluginTestDeps) => Promise<string>;
}

/** The run-time state of the plugins, shared by every instance (database + shared cache). */
export interface PluginHost {
  /** whether the plugin is on for the tenant; for a platform plugin, whether it is on for the installation */
  isEnabled(pluginId: string, tenantId: number): Promise<boolean>;
  /** the plugin's validated config with secrets opened while it is on, else null */
  configOf<C>(pluginId: string, tenantId: number): Promise<C | null>;
  /** the tenants whose row of the plugin is on (for work that serves them all, like a scheduled job) */
  tenantsWith(pluginId: string): Promise<number[]>;
}

export interface PluginDeps extends ModuleDeps {
  host: PluginHost;
  /** like `routeRegistrar(app, timeZone)`, but its routes answer 404 to a caller whose tenant has not enabled it */
  route: ReturnType<typeof routeRegistrar>;
}

export interface PluginTestDeps {
  /** the tenant the test runs for (0 for a platform plugin) */
  tenantId: number;
  /** the address the test may be sent to, when the plugin needs one (a phone number for a test SMS) */
  target?: string;
}

/** Declares a plugin with its config type inferred from the schema. */
export function definePlugin<C extends z.ZodObject>(manifest: PluginManifest<C>): PluginManifest {
  return manifest as unknown as PluginManifest;
}
