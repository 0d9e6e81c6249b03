import type { GoodsOutput } from '@retail/contracts/api/retail/goods';
import { Image } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';
import { saleOptions } from '../shared/status.ts';
import { moneyColumn, statusSwitchColumn, timeColumn } from '../../../components/list/columns.tsx';

interface Actions {
  edit(row: GoodsOutput): void;
  barcodes(row: GoodsOutput): void;
  setStatus(row: GoodsOutput, status: 1 | 2): void;
  remove(row: GoodsOutput): Promise<unknown>;
}

export function goodsColumns(actions: Actions): ColumnsType<GoodsOutput> {
  const t = i18n.t;
  return [
    {
      title: t('catalog.goods.images'),
      dataIndex: 'images',
      key: 'images',
      width: 72,
      render: (images: string[], row) =>
        images[0] ? (
          <Image src={images[0]} alt={row.name} width={40} height={40} style={{ objectFit: 'cover' }} />
        ) : null,
    },
    { title: t('catalog.goods.code'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('catalog.goods.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('catalog.goods.category'), dataIndex: 'categoryName', key: 'categoryName' },
    { title: t('catalog.goods.supplier'), dataIndex: 'supplierName', key: 'supplierName' },
    { title: t('catalog.goods.unit'), dataIndex: 'unit', key: 'unit' },
    { title: t('catalog.goods.spec'), dataIndex: 'spec', key: 'spec' },
    moneyColumn(t('catalog.goods.costPrice'), 'costPrice', { sortable: true }),
    moneyColumn(t('catalog.goods.retailPrice'), 'retailPrice', { sortable: true }),
    moneyColumn(t('catalog.goods.memberPrice'), 'memberPrice', { sortable: true }),
    {
      title: t('catalog.goods.minStock'),
      dataIndex: 'minStock',
      key: 'minStock',
      sorter: true,
      align: 'right',
    },
    { title: t('catalog.goods.stockQty'), dataIndex: 'stockQty', key: 'stockQty', align: 'right' },
    statusSwitchColumn({
      options: saleOptions(),
      code: 'goods:setStatus',
      name: (row) => row.code,
      labelled: true,
      sortable: true,
      onChange: (row, status) => actions.setStatus(row, status),
    }),
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="goods:update"
        deleteCode="goods:delete"
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove(row)}
      >
        <ActionLink code="goodsBarcode:page" onClick={() => actions.barcodes(row)}>
          {t('catalog.goods.barcodes')}
        </ActionLink>
      </RowActions>
    )),
  ];
}
