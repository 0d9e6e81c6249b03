import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictType, type DictTypeFilters, dictApi } from '../../../api/sysadmin/dict.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { StatusSwitch } from '../shared/StatusSwitch.tsx';
import { useEditing } from '../shared/useEditing.ts';
import { DataDrawer } from './DataDrawer.tsx';
import { TypeForm } from './TypeForm.tsx';

/** Dictionaries: types in a server-paged table, each type's items in a drawer. */
export default function DictScreen() {
  const { t } = useTranslation();
  const list = useRef<ListPageHandle>(null);
  const editing = useEditing<DictType>();
  const [itemsOf, setItemsOf] = useState<DictType | null>(null);
  const reload = () => list.current?.reload();

  const columns: ColumnsType<DictType> = [
    { title: t('sysConsole.dict.typeName'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('sysConsole.dict.typeCode'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('sysConsole.common.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      render: (_: unknown, row) => (
        <StatusSwitch
          status={row.status}
          code="sysDictType:setStatus"
          onChange={(status) => dictApi.setTypeStatus(row.id, status)}
          onChanged={reload}
        />
      ),
    },
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('ui.updateTime'),
      dataIndex: 'updateTime',
      render: (value: string | null, row) => <DateTimeText value={value ?? row.createTime} />,
    },
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="sysDictType:update"
        deleteCode="sysDictType:delete"
        onEdit={() => editing.edit(row)}
        onDelete={() => dictApi.deleteType(row.id)}
        onDeleted={reload}
        before={
          <ActionLink code="sysDictData:page" onClick={() => setItemsOf(row)}>
            {t('sysConsole.dict.data')}
          </ActionLink>
        }
      />
    )),
  ];

  return (
    <>
      <ListPage<DictType, DictTypeFilters>
        ref={list}
        queryKey="sysDictType"
        fetchPage={dictApi.typePage}
        columns={columns}
        filters={
          <>
            <Form.Item name="name" label={t('sysConsole.dict.typeName')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="code" label={t('sysConsole.dict.typeCode')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          <Auth code="sysDictType:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.add()}>
              {t('sysConsole.dict.addType')}
            </Button>
          </Auth>
        }
      />
      <TypeForm open={editing.open} row={editing.row} onClose={editing.close} onSaved={reload} />
      <DataDrawer type={itemsOf} onClose={() => setItemsOf(null)} />
    </>
  );
}
