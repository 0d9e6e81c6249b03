import type { OrgNode } from '@retail/contracts/api/system/org';
import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApi, orgKeys } from '../../../api/system/org.ts';
import { useDict } from '../../../components/display/useDict.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { statusTagColumn } from '../../../components/list/columns.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListToolbar } from '../../../components/list/ListToolbar.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { SearchBar } from '../../../components/list/SearchBar.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { TreeTable, useTreeList } from '../../../components/list/TreeTable.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { auditColumns } from '../admin-kit/auditColumns.tsx';
import { OrgForm } from './OrgForm.tsx';

interface OrgFilters {
  name?: string;
  code?: string;
  type?: string;
}

/** Organisations as a tree table; a search shows the matching orgs as a flat list. */
export default function OrgScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrgFilters>();
  const dialog = useDialogRow<OrgNode>();
  const { query, rows, setFilters, refresh } = useTreeList<OrgNode, OrgFilters>(
    orgKeys.call('list'),
    orgApi.list,
  );
  // the tree and every org picker
  const reload = useListReload(orgKeys.all);
  const types = useDict('org_type');

  const columns = useMemo<ColumnsType<OrgNode>>(
    () => [
      { title: t('system.org.name'), dataIndex: 'name' },
      { title: t('system.org.code'), dataIndex: 'code' },
      { title: t('system.org.level'), dataIndex: 'level' },
      { title: t('system.org.type'), dataIndex: 'type', render: (v: string | null) => types.text(v) },
      { title: t('ui.orderNo'), dataIndex: 'orderNo' },
      statusTagColumn<OrgNode>(),
      ...auditColumns<OrgNode>().map((c) => ({ ...c, sorter: false })),
      actionColumn((row) =>
        row.disabled ? null : (
          <RowActions
            name={row.name}
            editCode="sysOrg:update"
            deleteCode="sysOrg:delete"
            deleteQuestion={t('system.org.deleteQuestion', { name: row.name })}
            onEdit={() => dialog.edit(row)}
            onDelete={() => orgApi.delete(row.id)}
            onDeleted={reload}
            before={
              <ActionLink code="sysOrg:add" onClick={() => dialog.add({ pid: row.id })}>
                {t('system.common.addChild')}
              </ActionLink>
            }
          />
        ),
      ),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, types],
  );

  const clean = (values: OrgFilters): OrgFilters =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

  return (
    <div className="sys-org list-page">
      <SearchBar<OrgFilters>
        form={form}
        name="orgFilter"
        onSearch={(v) => setFilters(clean(v))}
        onReset={() => setFilters({})}
      >
        <TextFilters
          fields={[
            ['name', t('system.org.name')],
            ['code', t('system.org.code')],
          ]}
        />
        <Form.Item name="type" label={t('system.org.type')}>
          <Select allowClear style={{ width: 140 }} options={types.options} loading={types.loading} />
        </Form.Item>
      </SearchBar>
      <TreeTable<OrgNode>
        key={query.dataUpdatedAt === 0 ? 'loading' : 'loaded'}
        columns={columns}
        rows={rows}
        loading={query.isFetching}
        tableProps={{ expandable: { defaultExpandAllRows: true, childrenColumnName: 'children' } }}
        toolbar={
          <ListToolbar onRefresh={refresh} refreshing={query.isFetching} error={query.error}>
            <AddButton code="sysOrg:add" onClick={dialog.add} />
          </ListToolbar>
        }
      />
      <OrgForm
        open={dialog.open}
        org={dialog.row}
        parentId={dialog.preset.pid ?? 0}
        onClose={dialog.close}
        onSaved={reload}
      />
    </div>
  );
}
