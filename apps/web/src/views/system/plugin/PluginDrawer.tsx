import type { PluginDetailOutput, PluginOutput } from '@retail/contracts/api/system/plugin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pluginApi, pluginKeys } from '../../../api/system/plugin.ts';
import { PluginScopeTag, PluginStatusTag, TenantName } from './PluginParts.tsx';
import { PluginSettingForm } from './PluginSettingForm.tsx';

/** What a plugin is and adds: its manifest's facts, menus and routes. */
function PluginFacts({ detail }: { detail: PluginDetailOutput }) {
  const { t } = useTranslation();
  const none = t('system.plugin.nothing');
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      items={[
        { key: 'id', label: t('system.plugin.pluginId'), children: <code>{detail.pluginId}</code> },
        { key: 'version', label: t('system.plugin.version'), children: detail.version },
        { key: 'scope', label: t('system.plugin.scope'), children: <PluginScopeTag scope={detail.scope} /> },
        {
          key: 'tenant',
          label: t('system.plugin.tenant'),
          children: <TenantName tenantId={detail.tenantId} />,
        },
        {
          key: 'status',
          label: t('system.plugin.status'),
          children: <PluginStatusTag status={detail.status} />,
        },
        {
          key: 'installed',
          label: t('system.plugin.installedVersion'),
          children: detail.installedVersion ?? none,
        },
        { key: 'description', label: t('system.plugin.description'), span: 2, children: detail.description },
        {
          key: 'menus',
          label: t('system.plugin.menus'),
          span: 2,
          children: detail.menus.length
            ? detail.menus.map((m) => (
                <div key={m.id}>
                  {t(m.title, { defaultValue: m.title })}{' '}
                  <Typography.Text type="secondary">{m.path}</Typography.Text>
                </div>
              ))
            : none,
        },
        {
          key: 'routes',
          label: t('system.plugin.routes'),
          span: 2,
          children: detail.routes.length
            ? detail.routes.map((r) => (
                <div key={`${r.method} ${r.url}`}>
                  <code>
                    {r.method} {r.url}
                  </code>{' '}
                  <Typography.Text type="secondary">{r.access}</Typography.Text>
                </div>
              ))
            : none,
        },
      ]}
    />
  );
}

/** A plugin's setting for the tenant of its row: its facts, then the config form and the actions. */
export function PluginDrawer({
  plugin,
  onClose,
  onChanged,
}: {
  plugin: PluginOutput | null;
  onClose(): void;
  onChanged(): Promise<void>;
}) {
  const pluginId = plugin?.pluginId ?? '';
  const tenantId = plugin?.tenantId ?? 0;
  const detail = useQuery({
    queryKey: pluginKeys.call('detail', pluginId, tenantId),
    queryFn: ({ signal }) => pluginApi.detail(pluginId, tenantId, signal),
    enabled: plugin !== null,
  });
  return (
    <Drawer open={plugin !== null} onClose={onClose} size={760} title={plugin?.name} destroyOnHidden>
      {detail.error ? <Alert type="error" title={detail.error.message} style={{ marginBottom: 12 }} /> : null}
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.data ? (
        <>
          <PluginFacts detail={detail.data} />
          <PluginSettingForm detail={detail.data} onChanged={onChanged} />
        </>
      ) : null}
    </Drawer>
  );
}
