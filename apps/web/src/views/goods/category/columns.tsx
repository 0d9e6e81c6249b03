import type { CategoryNode } from '@retail/contracts/api/retail/goods-category';
import type { ColumnsType } from 'antd/es/table';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { tableTree } from '../../../components/list/tableTree.ts';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';
import { statusTagColumn, timeColumn } from '../../../components/list/columns.tsx';

/** A tree row; leaves carry no `children` (antd shows an expand icon for any array, even an empty one). */
export type CategoryRow = Omit<CategoryNode, 'children'> & { children?: CategoryRow[] };

export const toRows = (nodes: CategoryNode[]): CategoryRow[] => tableTree<CategoryRow>(nodes);

interface Actions {
  addChild(row: CategoryRow): void;
  edit(row: CategoryRow): void;
  remove(row: CategoryRow): Promise<unknown>;
}

export function categoryColumns(actions: Actions): ColumnsType<CategoryRow> {
  const t = i18n.t;
  return [
    { title: t('catalog.category.name'), dataIndex: 'name', key: 'name' },
    { title: t('catalog.category.code'), dataIndex: 'code', key: 'code' },
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', width: 90 },
    { ...statusTagColumn<CategoryRow>(), width: 90 },
    { title: t('ui.remark'), dataIndex: 'remark', key: 'remark' },
    timeColumn(t('ui.createTime'), 'createTime'),
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="goodsCategory:update"
        deleteCode="goodsCategory:delete"
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove(row)}
        before={
          <ActionLink code="goodsCategory:add" onClick={() => actions.addChild(row)}>
            {t('catalog.category.addChild')}
          </ActionLink>
        }
      />
    )),
  ];
}
