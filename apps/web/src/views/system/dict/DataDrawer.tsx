import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictData, type DictDataFilters, type DictType, dictApi } from '../../../api/sysadmin/dict.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { StatusSwitch } from '../shared/StatusSwitch.tsx';
import { useEditing } from '../shared/useEditing.ts';
import { DataForm } from './DataForm.tsx';

/** The items of one dictionary type, in a drawer beside the types. */
export function DataDrawer({ type, onClose }: { type: DictType | null; onClose(): void }) {
  const { t } = useTranslation();
  const list = useRef<ListPageHandle>(null);
  const editing = useEditing<DictData>();
  const reload = () => list.current?.reload();

  const columns: ColumnsType<DictData> = [
    { title: t('sysConsole.dict.value'), dataIndex: 'value', key: 'value', sorter: true },
    { title: t('sysConsole.dict.code'), dataIndex: 'code', key: 'code', sorter: true },
    {
      title: t('sysConsole.dict.label'),
      dataIndex: 'label',
      render: (label: string | null, row) =>
        label ? <Tag color={row.tagType ?? 'default'}>{label}</Tag> : null,
    },
    { title: t('sysConsole.common.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      render: (_: unknown, row) => (
        <StatusSwitch
          status={row.status}
          code="sysDictData:setStatus"
          onChange={(status) => dictApi.setDataStatus(row.id, status)}
          onChanged={reload}
        />
      ),
    },
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    actionColumn((row) => (
      <RowActions
        name={row.value}
        editCode="sysDictData:update"
        deleteCode="sysDictData:delete"
        onEdit={() => editing.edit(row)}
        onDelete={() => dictApi.deleteData(row.id)}
        onDeleted={reload}
      />
    )),
  ];

  return (
    <Drawer
      open={type !== null}
      onClose={onClose}
      size={960}
      title={type ? t('sysConsole.dict.dataOf', { name: `${type.name} (${type.code})` }) : null}
      destroyOnHidden
    >
      {type ? (
        <ListPage<DictData, DictDataFilters>
          ref={list}
          queryKey={`sysDictData-${type.id}`}
          fetchPage={(input, signal) => dictApi.dataPage({ ...input, dictTypeId: type.id }, signal)}
          columns={columns}
          filters={
            <>
              <Form.Item name="value" label={t('sysConsole.dict.value')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="code" label={t('sysConsole.dict.code')}>
                <Input allowClear />
              </Form.Item>
            </>
          }
          toolbar={
            <Auth code="sysDictData:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.add()}>
                {t('sysConsole.dict.addData')}
              </Button>
            </Auth>
          }
        />
      ) : null}
      {type ? (
        <DataForm
          open={editing.open}
          dictTypeId={type.id}
          row={editing.row}
          onClose={editing.close}
          onSaved={reload}
        />
      ) : null}
    </Drawer>
  );
}
