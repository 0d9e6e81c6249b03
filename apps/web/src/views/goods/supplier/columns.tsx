import type { SupplierOutput } from '@retail/contracts/api/retail/goods-supplier';
import type { ColumnsType } from 'antd/es/table';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';
import { statusSwitchColumn, timeColumn } from '../../../components/list/columns.tsx';

interface Actions {
  edit(row: SupplierOutput): void;
  setStatus(row: SupplierOutput, status: 1 | 2): void;
  remove(row: SupplierOutput): Promise<unknown>;
}

export function supplierColumns(actions: Actions): ColumnsType<SupplierOutput> {
  const t = i18n.t;
  return [
    { title: t('catalog.supplier.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('catalog.supplier.code'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('catalog.supplier.contact'), dataIndex: 'contact', key: 'contact' },
    { title: t('catalog.supplier.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('catalog.supplier.address'), dataIndex: 'address', key: 'address', ellipsis: true },
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true, width: 90 },
    statusSwitchColumn({
      code: 'goodsSupplier:update',
      name: (row) => row.name,
      width: 100,
      onChange: (row, status) => actions.setStatus(row, status),
    }),
    { title: t('ui.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="goodsSupplier:update"
        deleteCode="goodsSupplier:delete"
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove(row)}
      />
    )),
  ];
}
