import type { RoleOutput, RolePageBody } from '@retail/contracts/api/system/role';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { roleApi, roleKeys } from '../../../api/system/role.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { auditColumns } from '../admin-kit/auditColumns.tsx';
import { statusColumn } from '../admin-kit/statusColumn.tsx';
import { DataScopeForm } from './DataScopeForm.tsx';
import { RoleForm } from './RoleForm.tsx';
import { dataScopeTags } from './dataScopes.ts';

/** Roles: menus (with buttons) and the data scope granted to the users who hold them. */
export default function RoleScreen() {
  const { t } = useTranslation();
  const reload = useListReload(roleKeys.all);
  const dialog = useDialogRow<RoleOutput>();
  const { edit } = dialog;
  const [scoping, setScoping] = useState<RoleOutput | null>(null);

  const columns = useMemo<ColumnsType<RoleOutput>>(() => {
    const scopes = dataScopeTags();
    return [
      { title: t('system.role.name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('system.role.code'), dataIndex: 'code', key: 'code', sorter: true },
      {
        title: t('system.role.dataScope'),
        dataIndex: 'dataScope',
        render: (v: number) => <EnumTag value={v} options={scopes} />,
      },
      { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
      statusColumn<RoleOutput>({
        code: 'sysRole:setStatus',
        askIn: 'role',
        name: (row) => row.name,
        setStatus: roleApi.setStatus,
        onChanged: reload,
      }),
      { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
      ...auditColumns<RoleOutput>(),
      actionColumn((row) => (
        <RowActions
          name={row.name}
          editCode="sysRole:update"
          deleteCode="sysRole:delete"
          onEdit={() => edit(row)}
          onDelete={() => roleApi.delete(row.id)}
          onDeleted={reload}
        >
          <ActionLink code="sysRole:grantDataScope" onClick={() => setScoping(row)}>
            {t('system.role.dataScope')}
          </ActionLink>
        </RowActions>
      )),
    ];
  }, [t, edit, reload]);

  return (
    <div className="sys-role">
      <ListPage<RoleOutput, PageFilters<RolePageBody>>
        queryKey={roleKeys.call('page')}
        fetchPage={(input, signal) => roleApi.page(input, signal)}
        columns={columns}
        filters={
          <TextFilters
            fields={[
              ['name', t('system.role.name')],
              ['code', t('system.role.code')],
            ]}
          />
        }
        toolbar={<AddButton code="sysRole:add" onClick={dialog.add} />}
      />
      <RoleForm role={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
      <DataScopeForm role={scoping} onClose={() => setScoping(null)} onSaved={reload} />
    </div>
  );
}
