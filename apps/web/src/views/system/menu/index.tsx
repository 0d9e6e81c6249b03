import { PlusOutlined } from '@ant-design/icons';
import { MenuType } from '@retail/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuNode, menuApi } from '../../../api/system/menu.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { MenuIcon } from '../../../layouts/parts/MenuIcon.tsx';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { tableTree } from '../admin-kit/trees.ts';
import { MenuForm, type MenuEditing } from './MenuForm.tsx';
import { useFormName } from '../../../components/form/formName.ts';

interface MenuFilters {
  title?: string;
  type?: number;
}

const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange' };

/** Menus, screens and buttons of the whole platform as a tree table; a search shows a flat list. */
export default function MenuScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFilters>();
  const formName = useFormName('menuFilter');
  const [filters, setFilters] = useState<MenuFilters>({});
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const query = useQuery({
    queryKey: ['sysMenu', 'list', filters],
    queryFn: ({ signal }) => menuApi.list(filters, signal),
    placeholderData: keepPreviousData,
  });
  // the parent picker always needs the whole tree, also while a search shows a flat list
  const whole = useQuery({
    queryKey: ['sysMenu', 'list', {}],
    queryFn: ({ signal }) => menuApi.list({}, signal),
    enabled: editing !== null,
  });
  const reload = () => {
    void query.refetch();
    if (editing === null) void whole.refetch();
  };
  const rows = useMemo(() => tableTree(query.data ?? []), [query.data]);
  const menuTitle = useMenuTitle();

  const columns = useMemo<ColumnsType<MenuNode>>(
    () => [
      {
        title: t('sysAdmin.menu.title'),
        dataIndex: 'title',
        render: (_: unknown, row) => (
          <Space>
            {row.icon ? <MenuIcon name={row.icon} /> : null}
            {menuTitle(row.title)}
            {row.isHide ? <Tag>{t('sysAdmin.menu.hidden')}</Tag> : null}
          </Space>
        ),
      },
      {
        title: t('sysAdmin.menu.type'),
        dataIndex: 'type',
        render: (v: number) => (
          <EnumTag
            value={v}
            options={Object.fromEntries(
              [1, 2, 3].map((k) => [
                k,
                { label: t(`sysAdmin.menu.type${k as 1 | 2 | 3}`), color: TYPE_COLOR[k] },
              ]),
            )}
          />
        ),
      },
      { title: t('sysAdmin.menu.path'), dataIndex: 'path' },
      { title: t('sysAdmin.menu.component'), dataIndex: 'component' },
      { title: t('sysAdmin.menu.permission'), dataIndex: 'permission' },
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
      {
        title: t('ui.actions'),
        key: 'actions',
        fixed: 'right',
        render: (_: unknown, row) => (
          <Space size={0}>
            {row.type !== MenuType.Button ? (
              <Auth code="sysMenu:add">
                <Button type="link" size="small" onClick={() => setEditing({ menu: null, parentId: row.id })}>
                  {t('sysAdmin.menu.addChild')}
                </Button>
              </Auth>
            ) : null}
            <Auth code="sysMenu:update">
              <Button type="link" size="small" onClick={() => setEditing({ menu: row, parentId: row.pid })}>
                {t('ui.edit')}
              </Button>
            </Auth>
            <Auth code="sysMenu:delete">
              <ConfirmButton
                type="link"
                size="small"
                danger
                question={t('sysAdmin.menu.deleteQuestion', { name: menuTitle(row.title) })}
                doneText={t('ui.deleted')}
                onConfirm={async () => {
                  await menuApi.delete(row.id);
                  void query.refetch();
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
    [t, menuTitle],
  );

  return (
    <div className="sys-menu list-page">
      <Form<MenuFilters>
        form={form}
        name={formName}
        layout="inline"
        className="list-page-filters"
        onFinish={(v) => setFilters({ title: v.title?.trim() || undefined, type: v.type })}
      >
        <Form.Item name="title" label={t('sysAdmin.menu.title')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="type" label={t('sysAdmin.menu.type')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[1, 2, 3].map((k) => ({ value: k, label: t(`sysAdmin.menu.type${k as 1 | 2 | 3}`) }))}
          />
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
          <Auth code="sysMenu:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ menu: null, parentId: 0 })}
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
        <Table<MenuNode>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: t('ui.empty') }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <MenuForm editing={editing} tree={whole.data ?? []} onClose={() => setEditing(null)} onSaved={reload} />
    </div>
  );
}
