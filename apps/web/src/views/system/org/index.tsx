import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrgNode, orgApi } from '../../../api/system/org.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { auditColumns } from '../admin-kit/auditColumns.tsx';
import { tableTree } from '../admin-kit/trees.ts';
import { OrgForm, type OrgEditing } from './OrgForm.tsx';
import { useFormName } from '../../../components/form/formName.ts';

interface OrgFilters {
  name?: string;
  code?: string;
  type?: string;
}

/** Organisations as a tree table; a search shows the matching orgs as a flat list. */
export default function OrgScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrgFilters>();
  const formName = useFormName('orgFilter');
  const [filters, setFilters] = useState<OrgFilters>({});
  const [editing, setEditing] = useState<OrgEditing | null>(null);
  const query = useQuery({
    queryKey: ['sysOrg', 'list', filters],
    queryFn: ({ signal }) => orgApi.list(filters, signal),
    placeholderData: keepPreviousData,
  });
  const reload = () => void query.refetch();
  const rows = useMemo(() => tableTree(query.data ?? []), [query.data]);

  const columns = useMemo<ColumnsType<OrgNode>>(
    () => [
      { title: t('sysAdmin.org.name'), dataIndex: 'name' },
      { title: t('sysAdmin.org.code'), dataIndex: 'code' },
      { title: t('sysAdmin.org.level'), dataIndex: 'level' },
      { title: t('sysAdmin.org.type'), dataIndex: 'type' },
      { title: t('sysAdmin.common.orderNo'), dataIndex: 'orderNo' },
      {
        title: t('ui.status'),
        dataIndex: 'status',
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
      ...auditColumns<OrgNode>().map((c) => ({ ...c, sorter: false })),
      {
        title: t('ui.actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) =>
          row.disabled ? null : (
            <Space size={0}>
              <Auth code="sysOrg:add">
                <Button type="link" size="small" onClick={() => setEditing({ org: null, parentId: row.id })}>
                  {t('sysAdmin.org.addChild')}
                </Button>
              </Auth>
              <Auth code="sysOrg:update">
                <Button type="link" size="small" onClick={() => setEditing({ org: row, parentId: row.pid })}>
                  {t('ui.edit')}
                </Button>
              </Auth>
              <Auth code="sysOrg:delete">
                <ConfirmButton
                  type="link"
                  size="small"
                  danger
                  question={t('sysAdmin.org.deleteQuestion', { name: row.name })}
                  doneText={t('ui.deleted')}
                  onConfirm={async () => {
                    await orgApi.delete(row.id);
                    reload();
                  }}
                >
                  {t('ui.delete')}
                </ConfirmButton>
              </Auth>
            </Space>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const clean = (values: OrgFilters): OrgFilters =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

  return (
    <div className="sys-org list-page">
      <Form<OrgFilters>
        form={form}
        name={formName}
        layout="inline"
        className="list-page-filters"
        onFinish={(v) => setFilters(clean(v))}
      >
        <Form.Item name="name" label={t('sysAdmin.org.name')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="code" label={t('sysAdmin.org.code')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="type" label={t('sysAdmin.org.type')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('ui.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({});
              }}
            >
              {t('ui.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Card size="small">
        <Flex className="list-page-toolbar" justify="space-between" align="center">
          <Auth code="sysOrg:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ org: null, parentId: 0 })}
            >
              {t('ui.add')}
            </Button>
          </Auth>
          <Button onClick={reload} loading={query.isFetching}>
            {t('ui.refresh')}
          </Button>
        </Flex>
        {query.error ? (
          <div role="alert" className="list-page-error">
            {query.error.message}
          </div>
        ) : null}
        <Table<OrgNode>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
          locale={{ emptyText: t('ui.empty') }}
          scroll={{ x: 'max-content' }}
          key={query.dataUpdatedAt === 0 ? 'loading' : 'loaded'}
        />
      </Card>
      <OrgForm editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </div>
  );
}
