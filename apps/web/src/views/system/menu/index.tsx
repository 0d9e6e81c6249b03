import { MenuType } from '@retail/contracts';
import type { MenuOutput } from '@retail/contracts/api/system/menu';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, menuKeys } from '../../../api/system/menu.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { statusTagColumn } from '../../../components/list/columns.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListToolbar } from '../../../components/list/ListToolbar.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { SearchBar } from '../../../components/list/SearchBar.tsx';
import { tableTree } from '../../../components/list/tableTree.ts';
import { TreeTable, useTreeList } from '../../../components/list/TreeTable.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { MenuIcon } from '../../../layouts/parts/MenuIcon.tsx';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { filterByTitle } from './filterByTitle.ts';
import { MenuForm } from './MenuForm.tsx';

interface MenuFilters {
  title?: string;
  type?: number;
}

const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange' };

/** Menus, screens and buttons of the whole platform as a tree table; a search shows a flat list. */
export default function MenuScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFilters>();
  const dialog = useDialogRow<MenuOutput>();
  // the type goes to the server; the title is matched here, as shown in the current language
  const { query, rows, setFilters, refresh } = useTreeList<MenuOutput, Pick<MenuFilters, 'type'>>(
    menuKeys.call('list'),
    menuApi.list,
  );
  // the tree, the parent picker's whole tree and the tenants' menu grant
  const reload = useListReload(menuKeys.all);
  const [titleFilter, setTitleFilter] = useState('');
  // the parent picker always needs the whole tree, also while a search shows a flat list
  const whole = useQuery({
    queryKey: menuKeys.call('list', {}),
    queryFn: ({ signal }) => menuApi.list({}, signal),
    enabled: dialog.open,
  });
  const menuTitle = useMenuTitle();
  const shown = useMemo(
    () => (titleFilter ? tableTree(filterByTitle(query.data ?? [], titleFilter, menuTitle)) : rows),
    [titleFilter, query.data, rows, menuTitle],
  );

  const columns = useMemo<ColumnsType<MenuOutput>>(
    () => [
      {
        title: t('system.menu.title'),
        dataIndex: 'title',
        render: (_: unknown, row) => (
          <Space>
            {row.icon ? <MenuIcon name={row.icon} /> : null}
            {menuTitle(row.title)}
            {row.isHide ? <Tag>{t('system.menu.hidden')}</Tag> : null}
          </Space>
        ),
      },
      {
        title: t('system.menu.type'),
        dataIndex: 'type',
        render: (v: number) => (
          <EnumTag
            value={v}
            options={Object.fromEntries(
              [1, 2, 3].map((k) => [
                k,
                { label: t(`system.menu.type${k as 1 | 2 | 3}`), color: TYPE_COLOR[k] },
              ]),
            )}
          />
        ),
      },
      { title: t('system.menu.path'), dataIndex: 'path' },
      { title: t('system.menu.component'), dataIndex: 'component' },
      { title: t('system.menu.permission'), dataIndex: 'permission' },
      { title: t('ui.orderNo'), dataIndex: 'orderNo' },
      statusTagColumn<MenuOutput>(),
      actionColumn((row) => (
        <RowActions
          name={menuTitle(row.title)}
          editCode="sysMenu:update"
          deleteCode="sysMenu:delete"
          deleteQuestion={t('system.menu.deleteQuestion', { name: menuTitle(row.title) })}
          onEdit={() => dialog.edit(row)}
          onDelete={() => menuApi.delete(row.id)}
          onDeleted={reload}
          before={
            row.type !== MenuType.Button ? (
              <ActionLink code="sysMenu:add" onClick={() => dialog.add({ pid: row.id })}>
                {t('system.common.addChild')}
              </ActionLink>
            ) : null
          }
        />
      )),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, menuTitle],
  );

  return (
    <div className="sys-menu list-page">
      <SearchBar<MenuFilters>
        form={form}
        name="menuFilter"
        onSearch={(v) => {
          setTitleFilter(v.title?.trim() ?? '');
          setFilters({ type: v.type });
        }}
        onReset={() => {
          setTitleFilter('');
          setFilters({});
        }}
      >
        <Form.Item name="title" label={t('system.menu.title')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="type" label={t('system.menu.type')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[1, 2, 3].map((k) => ({ value: k, label: t(`system.menu.type${k as 1 | 2 | 3}`) }))}
          />
        </Form.Item>
      </SearchBar>
      <TreeTable<MenuOutput>
        columns={columns}
        rows={shown}
        loading={query.isFetching}
        toolbar={
          <ListToolbar onRefresh={refresh} refreshing={query.isFetching} error={query.error}>
            <AddButton code="sysMenu:add" onClick={dialog.add} />
          </ListToolbar>
        }
      />
      <MenuForm
        open={dialog.open}
        menu={dialog.row}
        parentId={dialog.preset.pid ?? 0}
        tree={whole.data ?? []}
        onClose={dialog.close}
        onSaved={reload}
      />
    </div>
  );
}
