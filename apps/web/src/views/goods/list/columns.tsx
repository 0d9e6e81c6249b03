import { Image } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Goods } from '../../../api/goods.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { StatusSwitchCell } from '../../../components/list/StatusSwitchCell.tsx';
import { i18n } from '../../../i18n/index.ts';
import { saleOptions } from '../shared/status.ts';

interface Actions {
  edit(row: Goods): void;
  barcodes(row: Goods): void;
  setStatus(row: Goods, status: 1 | 2): void;
  remove(row: Goods): Promise<unknown>;
}

const money = (value: number) => <YuanText value={value} />;

export function goodsColumns(actions: Actions): ColumnsType<Goods> {
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
    {
      title: t('catalog.goods.costPrice'),
      dataIndex: 'costPrice',
      key: 'costPrice',
      sorter: true,
      align: 'right',
      render: money,
    },
    {
      title: t('catalog.goods.retailPrice'),
      dataIndex: 'retailPrice',
      key: 'retailPrice',
      sorter: true,
      align: 'right',
      render: money,
    },
    {
      title: t('catalog.goods.memberPrice'),
      dataIndex: 'memberPrice',
      key: 'memberPrice',
      sorter: true,
      align: 'right',
      render: money,
    },
    {
      title: t('catalog.goods.minStock'),
      dataIndex: 'minStock',
      key: 'minStock',
      sorter: true,
      align: 'right',
    },
    { title: t('catalog.goods.stockQty'), dataIndex: 'stockQty', key: 'stockQty', align: 'right' },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (value: 1 | 2, row) => (
        <StatusSwitchCell
          status={value}
          options={saleOptions()}
          code="goods:setStatus"
          label={`${row.code} ${t('ui.status')}`}
          labelled
          onChange={(status) => actions.setStatus(row, status)}
        />
      ),
    },
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
