import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PosFilters, type PosRow, posApi } from '../../../api/system/pos.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { auditColumns } from '../admin-kit/auditColumns.tsx';
import { statusOptions } from '../admin-kit/StatusRadio.tsx';
import { PosForm } from './PosForm.tsx';

/** Positions (job titles) users hold in their organisations. */
export default function PosScreen() {
  const { t } = useTranslation();
  const list = useRef<ListPageHandle>(null);
  const reload = () => list.current?.reload();
  const [editing, setEditing] = useState<PosRow | null | undefined>(undefined);

  const columns = useMemo<ColumnsType<PosRow>>(
    () => [
      { title: t('sysAdmin.pos.name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('sysAdmin.pos.code'), dataIndex: 'code', key: 'code', sorter: true },
      { title: t('sysAdmin.common.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
      {
        title: t('ui.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        render: (v: number) => (
          <EnumTag
            value={v}
            options={{
              1: { label: t('sysAdmin.common.enabled'), color: 'success' },
              2: { label: t('sysAdmin.common.disabled'), color: 'error' },
            }}
          />
        ),
      },
      { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
      ...auditColumns<PosRow>(),
      actionColumn((row) => (
        <RowActions
          name={row.name}
          editCode="sysPos:update"
          deleteCode="sysPos:delete"
          onEdit={() => setEditing(row)}
          onDelete={() => posApi.delete(row.id)}
          onDeleted={() => list.current?.reload()}
        />
      )),
    ],
    [t],
  );

  return (
    <div className="sys-pos">
      <ListPage<PosRow, PosFilters>
        ref={list}
        queryKey="sysPos"
        fetchPage={(input, signal) => posApi.page(input, signal)}
        columns={columns}
        filters={
          <>
            <Form.Item name="name" label={t('sysAdmin.pos.name')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="code" label={t('sysAdmin.pos.code')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="status" label={t('ui.status')}>
              <Select allowClear style={{ width: 120 }} options={statusOptions(t)} />
            </Form.Item>
          </>
        }
        toolbar={
          <Auth code="sysPos:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('ui.add')}
            </Button>
          </Auth>
        }
      />
      <PosForm
        pos={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={reload}
      />
    </div>
  );
}
