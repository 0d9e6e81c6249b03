import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsCategoryApi, goodsCategoryKeys } from '../../../api/goods-category.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListToolbar } from '../../../components/list/ListToolbar.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { useCategoryTree } from '../shared/useCategoryTree.ts';
import { CategoryForm } from './CategoryForm.tsx';
import { type CategoryRow, categoryColumns, toRows } from './columns.tsx';

/** Goods categories: the tenant's category tree with add, add below, edit and delete. */
export default function GoodsCategoryScreen() {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const dialog = useDialogRow<CategoryRow>();
  const reload = useListReload(goodsCategoryKeys.all);

  const columns = categoryColumns({
    addChild: (row) => dialog.add({ pid: row.id }),
    edit: dialog.edit,
    remove: async (row) => {
      await goodsCategoryApi.remove(row.id);
      reload();
    },
  });
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);

  return (
    <div className="list-page">
      <ListToolbar onRefresh={() => void tree.refetch()} refreshing={tree.isFetching} error={tree.error}>
        <AddButton code="goodsCategory:add" onClick={() => dialog.add({ pid: 0 })}>
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
      <CategoryForm
        row={dialog.row}
        preset={dialog.preset}
        open={dialog.open}
        onClose={dialog.close}
        onSaved={reload}
      />
    </div>
  );
}
