import type { ColumnsType } from 'antd/es/table';
import type { GoodsSupplier } from '../../../api/goods-supplier.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { StatusSwitchCell } from '../../../components/list/StatusSwitchCell.tsx';
import { i18n } from '../../../i18n/index.ts';
import { enabledOptions } from '../shared/status.ts';

interface Actions {
  edit(row: GoodsSupplier): void;
  setStatus(row: GoodsSupplier, status: 1 | 2): void;
  remove(row: GoodsSupplier): Promise<unknown>;
}

export function supplierColumns(actions: Actions): ColumnsType<GoodsSupplier> {
  const t = i18n.t;
  return [
    { title: t('catalog.supplier.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('catalog.supplier.code'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('catalog.supplier.contact'), dataIndex: 'contact', key: 'contact' },
    { title: t('catalog.supplier.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('catalog.supplier.address'), dataIndex: 'address', key: 'address', ellipsis: true },
    { title: t('catalog.supplier.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true, width: 90 },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (value: 1 | 2, row) => (
        <StatusSwitchCell
          status={value}
          options={enabledOptions()}
          code="goodsSupplier:update"
          label={`${row.name} ${t('ui.status')}`}
          onChange={(status) => actions.setStatus(row, status)}
        />
      ),
    },
    { title: t('ui.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    {
      title: t('ui.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (value: string) => <DateTimeText value={value} />,
    },
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
