import type { PluginOutput, PluginPageBody } from '@retail/contracts/api/system/plugin';
import { Alert, Form, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { pluginApi, pluginKeys } from '../../../api/system/plugin.ts';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink } from '../../../components/list/RowActions.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { useUserStore } from '../../../stores/user.ts';
import { TenantSelect } from '../admin-kit/TenantSelect.tsx';
import { PluginDrawer } from './PluginDrawer.tsx';
import { PluginScopeTag, PluginStatusTag, TenantName } from './PluginParts.tsx';

type Filters = PageFilters<PluginPageBody>;

/**
 * The plugins built into the application, each with its setting for the chosen tenant (platform plugins: for the
 * whole installation). The drawer enables, configures, tests and forgets a plugin; no code is uploaded.
 */
export default function PluginScreen() {
  const { t } = useTranslation();
  const reload = useListReload(pluginKeys.all);
  const ownTenant = useUserStore((s) => s.info?.tenantId);
  const [open, setOpen] = useState<PluginOutput | null>(null);

  const columns: ColumnsType<PluginOutput> = [
    {
      title: t('system.plugin.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.description}</Typography.Text>
        </>
      ),
    },
    { title: t('system.plugin.pluginId'), dataIndex: 'pluginId', render: (id: string) => <code>{id}</code> },
    { title: t('system.plugin.version'), dataIndex: 'version' },
    {
      title: t('system.plugin.scope'),
      dataIndex: 'scope',
      render: (scope: PluginOutput['scope']) => <PluginScopeTag scope={scope} />,
    },
    {
      title: t('system.plugin.tenant'),
      dataIndex: 'tenantId',
      render: (tenantId: number) => <TenantName tenantId={tenantId} />,
    },
    {
      title: t('system.plugin.status'),
      dataIndex: 'status',
      render: (status: number | null) => <PluginStatusTag status={status} />,
    },
    timeColumn(t('ui.updateTime'), 'updateTime'),
    actionColumn((row) => (
      <ActionLink code="sysPlugin:page" onClick={() => setOpen(row)}>
        {t('system.plugin.detail')}
      </ActionLink>
    )),
  ];

  return (
    <>
      <Alert type="info" showIcon title={t('system.plugin.noCode')} style={{ marginBottom: 12 }} />
      <ListPage<PluginOutput, Filters>
        queryKey={pluginKeys.call('page')}
        fetchPage={(input, signal) => pluginApi.page(input, signal)}
        columns={columns}
        rowKey="pluginId"
        initialFilters={ownTenant ? { tenantId: ownTenant } : {}}
        filters={
          <>
            <Form.Item
              name="tenantId"
              label={t('system.plugin.tenant')}
              tooltip={t('system.plugin.tenantHint')}
            >
              <TenantSelect />
            </Form.Item>
            <TextFilters fields={[['name', t('system.plugin.name')]]} />
            <ChoiceFilter
              name="status"
              label={t('system.plugin.status')}
              values={[1, 2] as const}
              text={(v) =>
                t(v === 1 ? 'system.plugin.statusFilter.enabled' : 'system.plugin.statusFilter.notEnabled')
              }
              width={130}
            />
          </>
        }
      />
      <PluginDrawer plugin={open} onClose={() => setOpen(null)} onChanged={reload} />
    </>
  );
}
