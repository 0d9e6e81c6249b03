import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleFilters, type RoleRow, roleApi } from '../../../api/system/role.ts';
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
  const { ref, reload } = useListReload();
  const dialog = useDialogRow<RoleRow>();
  const { edit } = dialog;
  const [scoping, setScoping] = useState<RoleRow | null>(null);

  const columns = useMemo<ColumnsType<RoleRow>>(() => {
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
      statusColumn<RoleRow>({
        code: 'sysRole:setStatus',
        askIn: 'role',
        name: (row) => row.name,
        setStatus: roleApi.setStatus,
        onChanged: reload,
      }),
      { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
      ...auditColumns<RoleRow>(),
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
      <ListPage<RoleRow, RoleFilters>
        ref={ref}
        queryKey="sysRole"
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
