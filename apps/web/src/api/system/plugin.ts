import type { PageResult } from '@retail/contracts';
import type {
  PluginAddBody,
  PluginDetailOutput,
  PluginOutput,
  PluginPageBody,
  PluginTestBody,
  PluginUpdateBody,
} from '@retail/contracts/api/system/plugin';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** The built-in plugins and their settings per tenant (`/api/sysPlugin/*`); nothing here sends code. */
export const pluginApi = {
  page: (input: PluginPageBody, signal?: AbortSignal) =>
    http.post<PageResult<PluginOutput>>('/api/sysPlugin/page', input, { signal }),
  /** a plugin with its config form's schema and masked config, for a tenant (0: a platform plugin) */
  detail: (pluginId: string, tenantId: number, signal?: AbortSignal) =>
    http.get<PluginDetailOutput>('/api/sysPlugin/detail', { query: { pluginId, tenantId }, signal }),
  /** → the setting's id */
  add: (input: PluginAddBody) => http.post<number>('/api/sysPlugin/add', input),
  update: (input: PluginUpdateBody) => http.post<null>('/api/sysPlugin/update', input),
  /** disables the plugin for the tenant and forgets its config */
  delete: (id: number) => http.post<null>('/api/sysPlugin/delete', { id }),
  /** → the plugin's own report line */
  test: (input: PluginTestBody) => http.post<string>('/api/sysPlugin/testConfig', input),
};

export const pluginKeys = resourceKeys('sysPlugin');
