import type { Api } from './client.ts';

interface PluginRow {
  id: number | null;
  pluginId: string;
  status: number | null;
}

/** Sets up and enables a platform plugin through the plugins screen's API; answers its row id. */
export async function enablePlatformPlugin(
  superadmin: Api,
  pluginId: string,
  config: Record<string, unknown>,
): Promise<number> {
  await superadmin.ok.post('/api/sysPlugin/add', { pluginId, config });
  const page = await superadmin.ok.page<PluginRow>('/api/sysPlugin/page', { name: pluginId });
  const row = page.items.find((p) => p.pluginId === pluginId);
  if (!row?.id) throw new Error(`${pluginId} was not set up`);
  return row.id;
}
