import { z } from 'zod';
import { filterText, id, optionalText, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

export { PLUGIN_SECRET_MASK } from './plugin-mask.ts';

/**
 * The plugins screen (`/api/sysPlugin/*`): the plugins built into the application, each set up (enabled or
 * disabled, with its config) per tenant, or once for the installation (tenant 0) when it is a platform plugin.
 * A config's secret fields are answered as `PLUGIN_SECRET_MASK`; sent back unchanged, the stored secret stays.
 */

const pluginId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** A plugin's config: checked against the plugin's own schema by the server. */
const config = z.record(z.string(), z.unknown());
const status = z.literal([1, 2]);
const orderNo = z.number().int().min(0).max(100_000);

export const pluginPageInput = z.strictObject({
  ...pageInputShape,
  /** the tenant whose settings of the tenant plugins are shown; the caller's own when absent */
  tenantId: id.nullish(),
  /** part of the plugin's id or name */
  name: filterText(64),
  /** 1: enabled; 2: not enabled (disabled or not set up) */
  status: status.nullish(),
});

/** `?id=` of a set-up row, or `?pluginId=&tenantId=` for a plugin whether set up or not. */
export const pluginDetailQuery = z.union([
  z.object({ id: queryId }),
  z.object({ pluginId, tenantId: queryId.optional() }),
]);

export const pluginAddInput = z.strictObject({
  pluginId,
  /** the tenant a tenant plugin is set up for (the super admin's pick); the caller's own when absent */
  tenantId: id.nullish(),
  config,
  status: status.default(1),
  orderNo: orderNo.default(100),
  remark: optionalText(256),
});

export const pluginUpdateInput = z.strictObject({
  id,
  config: config.optional(),
  status: status.optional(),
  orderNo: orderNo.optional(),
  remark: optionalText(256),
});

export const pluginTestInput = z.strictObject({
  id,
  /** where the test goes when the plugin needs an address (a phone number for a test SMS) */
  target: z.string().trim().max(128).nullish(),
});

export const pluginScope = z.enum(['tenant', 'platform']);

export const pluginOutput = z.object({
  pluginId: z.string(),
  /** in the caller's language */
  name: z.string(),
  description: z.string(),
  version: z.string(),
  scope: pluginScope,
  /** the tenant whose setting this is: the chosen tenant, or 0 for a platform plugin */
  tenantId: z.number(),
  /** the setting's row; null while the plugin is not set up for the tenant */
  id: z.number().nullable(),
  /** 1 enabled, 2 disabled; null while not set up */
  status: z.number().nullable(),
  installedVersion: z.string().nullable(),
  orderNo: z.number().nullable(),
  remark: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** whether the plugin has a test (the screen's test button) */
  hasTest: z.boolean(),
});

export const pluginDetailOutput = pluginOutput.extend({
  /** the JSON Schema of the config, which the screen's form is generated from */
  configSchema: z.record(z.string(), z.unknown()),
  secretKeys: z.array(z.string()),
  /** the stored config with every set secret masked; null while not set up */
  config: config.nullable(),
  /** the seeded menus only tenants with the plugin enabled see (titles are i18n keys, `menu.x`) */
  menus: z.array(z.object({ id: z.number(), title: z.string(), path: z.string().nullable() })),
  /** the routes it adds, which answer 404 to a tenant that has not enabled it */
  routes: z.array(z.object({ method: z.string(), url: z.string(), access: z.string() })),
  migrations: z.array(z.string()),
});

export type PluginPageInput = z.output<typeof pluginPageInput>;
export type PluginPageBody = z.input<typeof pluginPageInput>;
export type PluginDetailQuery = z.output<typeof pluginDetailQuery>;
export type PluginAddInput = z.output<typeof pluginAddInput>;
export type PluginAddBody = z.input<typeof pluginAddInput>;
export type PluginUpdateInput = z.output<typeof pluginUpdateInput>;
export type PluginUpdateBody = z.input<typeof pluginUpdateInput>;
export type PluginTestInput = z.output<typeof pluginTestInput>;
export type PluginTestBody = z.input<typeof pluginTestInput>;
export type PluginScope = z.output<typeof pluginScope>;
export type PluginOutput = z.output<typeof pluginOutput>;
export type PluginDetailOutput = z.output<typeof pluginDetailOutput>;
