import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfigFilters, configApi, type SysConfig } from '../../../api/sysadmin/config.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { useEditing } from '../shared/useEditing.ts';
import { ConfigForm } from './ConfigForm.tsx';

/** System configuration (sys_* rows); the server drops its cached value on save, so changes apply at once. */
export default function ConfigScreen() {
  const { t } = useTranslation();
  const list = useRef<ListPageHandle>(null);
  const editing = useEditing<SysConfig>();
  const reload = () => list.current?.reload();

  const columns: ColumnsType<SysConfig> = [
    { title: t('sysConsole.config.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('sysConsole.config.code'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('sysConsole.config.value'), dataIndex: 'value', ellipsis: true },
    {
      title: t('sysConsole.config.builtIn'),
      dataIndex: 'sysFlag',
      render: (flag: number) =>
        flag === 1 ? (
          <Tag color="processing">{t('sysConsole.common.yes')}</Tag>
        ) : (
          <Tag>{t('sysConsole.common.no')}</Tag>
        ),
    },
    { title: t('sysConsole.config.group'), dataIndex: 'groupCode', key: 'groupCode', sorter: true },
    { title: t('sysConsole.common.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('ui.updateTime'),
      dataIndex: 'updateTime',
      render: (value: string | null, row) => <DateTimeText value={value ?? row.createTime} />,
    },
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="sysConfig:update"
        deleteCode={row.sysFlag === 1 ? undefined : 'sysConfig:delete'}
        onEdit={() => editing.edit(row)}
        onDelete={() => configApi.delete(row.id)}
        onDeleted={reload}
      />
    )),
  ];

  return (
    <>
      <Alert type="info" showIcon title={t('sysConsole.config.liveHint')} style={{ marginBottom: 12 }} />
      <ListPage<SysConfig, ConfigFilters>
        ref={list}
        queryKey="sysConfig"
        fetchPage={configApi.page}
        columns={columns}
        filters={
          <>
            <Form.Item name="name" label={t('sysConsole.config.name')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="code" label={t('sysConsole.config.code')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="groupCode" label={t('sysConsole.config.group')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          <Auth code="sysConfig:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.add()}>
              {t('sysConsole.config.add')}
            </Button>
          </Auth>
        }
      />
      <ConfigForm open={editing.open} row={editing.row} onClose={editing.close} onSaved={reload} />
    </>
  );
}
