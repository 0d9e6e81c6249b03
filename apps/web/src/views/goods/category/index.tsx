import { useQueryClient } from '@tanstack/react-query';
import { Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsCategoryApi } from '../../../api/goods-category.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListToolbar } from '../../../components/list/ListToolbar.tsx';
import { CATEGORY_TREE_KEY, useCategoryTree } from '../shared/useCategoryTree.ts';
import { CategoryForm, type CategoryEditing } from './CategoryForm.tsx';
import { type CategoryRow, categoryColumns, toRows } from './columns.tsx';

/** Goods categories: the tenant's category tree with add, add below, edit and delete. */
export default function GoodsCategoryScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: CATEGORY_TREE_KEY });

  const columns = categoryColumns({
    addChild: (row) => setEditing({ pid: row.id }),
    edit: (row) => setEditing({ row }),
    remove: async (row) => {
      await goodsCategoryApi.remove(row.id);
      reload();
    },
  });
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);

  return (
    <div className="list-page">
      <ListToolbar onRefresh={() => void tree.refetch()} refreshing={tree.isFetching} error={tree.error}>
        <AddButton code="goodsCategory:add" onClick={() => setEditing({ pid: 0 })}>
          {t('catalog.category.add')}
        </AddButton>
      </ListToolbar>
      <Table<CategoryRow>
        // expand the whole tree once it has loaded
        key={rows.length > 0 ? 'loaded' : 'empty'}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={tree.isFetching}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: t('ui.empty') }}
        scroll={{ x: 'max-content' }}
      />
      <CategoryForm editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </div>
  );
}
