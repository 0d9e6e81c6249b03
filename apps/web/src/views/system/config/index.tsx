import type { ConfigOutput, ConfigPageBody } from '@retail/contracts/api/system/config';
import { Alert, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { configApi, configKeys } from '../../../api/system/config.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { updateTimeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ConfigForm } from './ConfigForm.tsx';

/** System configuration (sys_* rows); the server drops its cached value on save, so changes apply at once. */
export default function ConfigScreen() {
  const { t } = useTranslation();
  const reload = useListReload(configKeys.all);
  const dialog = useDialogRow<ConfigOutput>();

  const columns: ColumnsType<ConfigOutput> = [
    { title: t('system.config.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('system.config.code'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('system.config.value'), dataIndex: 'value', ellipsis: true },
    {
      title: t('system.config.builtIn'),
      dataIndex: 'sysFlag',
      render: (flag: number) =>
        flag === 1 ? <Tag color="processing">{t('ui.yes')}</Tag> : <Tag>{t('ui.no')}</Tag>,
    },
    { title: t('system.config.group'), dataIndex: 'groupCode', key: 'groupCode', sorter: true },
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    updateTimeColumn<ConfigOutput>(),
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="sysConfig:update"
        deleteCode={row.sysFlag === 1 ? undefined : 'sysConfig:delete'}
        onEdit={() => dialog.edit(row)}
        onDelete={() => configApi.delete(row.id)}
        onDeleted={reload}
      />
    )),
  ];

  return (
    <>
      <Alert type="info" showIcon title={t('system.config.liveHint')} style={{ marginBottom: 12 }} />
      <ListPage<ConfigOutput, PageFilters<ConfigPageBody>>
        queryKey={configKeys.call('page')}
        fetchPage={configApi.page}
        columns={columns}
        filters={
          <TextFilters
            fields={[
              ['name', t('system.config.name')],
              ['code', t('system.config.code')],
              ['groupCode', t('system.config.group')],
            ]}
          />
        }
        toolbar={
          <AddButton code="sysConfig:add" onClick={dialog.add}>
            {t('system.config.add')}
          </AddButton>
        }
      />
      <ConfigForm open={dialog.open} row={dialog.row} onClose={dialog.close} onSaved={reload} />
    </>
  );
}
