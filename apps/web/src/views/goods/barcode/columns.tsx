import type { BarcodeOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';
import { saleOptions } from '../shared/status.ts';
import { statusSwitchColumn, timeColumn } from '../../../components/list/columns.tsx';

interface Actions {
  edit(row: BarcodeOutput): void;
  print(row: BarcodeOutput): void;
  setStatus(row: BarcodeOutput, status: 1 | 2): void;
  remove(row: BarcodeOutput): Promise<unknown>;
}

/** The price charged; marked when the barcode overrides the goods' price. */
function price(effective: number, override: number | null) {
  return (
    <Space size={4}>
      <YuanText value={effective} />
      {override === null ? null : (
        <Tooltip title={i18n.t('catalog.barcode.overrideHint')}>
          <Tag color="blue">*</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

export function barcodeColumns(actions: Actions): ColumnsType<BarcodeOutput> {
  const t = i18n.t;
  return [
    { title: t('catalog.barcode.barcode'), dataIndex: 'barcode', key: 'barcode', sorter: true },
    { title: t('catalog.goods.code'), dataIndex: 'goodsCode', key: 'goodsCode', sorter: true },
    { title: t('catalog.goods.name'), dataIndex: 'goodsName', key: 'goodsName', sorter: true },
    { title: t('catalog.barcode.color'), dataIndex: 'color', key: 'color', sorter: true },
    { title: t('catalog.barcode.size'), dataIndex: 'size', key: 'size', sorter: true },
    {
      title: t('catalog.barcode.retailPrice'),
      key: 'effectiveRetailPrice',
      align: 'right',
      render: (_: unknown, row) => price(row.effectiveRetailPrice, row.retailPrice),
    },
    {
      title: t('catalog.barcode.memberPrice'),
      key: 'effectiveMemberPrice',
      align: 'right',
      render: (_: unknown, row) => price(row.effectiveMemberPrice, row.memberPrice),
    },
    { title: t('catalog.barcode.qty'), dataIndex: 'qty', key: 'qty', sorter: true, align: 'right' },
    statusSwitchColumn({
      options: saleOptions(),
      code: 'goodsBarcode:update',
      name: (row) => row.barcode,
      labelled: true,
      sortable: true,
      onChange: (row, status) => actions.setStatus(row, status),
    }),
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    actionColumn((row) => (
      <RowActions
        name={row.barcode}
        editCode="goodsBarcode:update"
        deleteCode="goodsBarcode:delete"
        onEdit={() => actions.edit(row)}
        onDelete={() => actions.remove(row)}
      >
        <ActionLink code="goodsBarcode:print" onClick={() => actions.print(row)}>
          {t('ui.print')}
        </ActionLink>
      </RowActions>
    )),
  ];
}
