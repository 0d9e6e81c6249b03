import { Button, Space, Switch, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { GoodsBarcode } from '../../../api/goods-barcode.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { i18n } from '../../../i18n/index.ts';
import { saleOptions } from '../shared/status.ts';

interface Actions {
  edit(row: GoodsBarcode): void;
  print(row: GoodsBarcode): void;
  setStatus(row: GoodsBarcode, status: 1 | 2): void;
  remove(row: GoodsBarcode): Promise<unknown>;
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

export function barcodeColumns(actions: Actions): ColumnsType<GoodsBarcode> {
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
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (value: 1 | 2, row) => (
        <Auth code="goodsBarcode:update" fallback={<EnumTag value={value} options={saleOptions()} />}>
          <Switch
            size="small"
            checked={value === 1}
            checkedChildren={t('catalog.common.onSale')}
            unCheckedChildren={t('catalog.common.offSale')}
            aria-label={`${row.barcode} ${t('ui.status')}`}
            onChange={(on) => actions.setStatus(row, on ? 1 : 2)}
          />
        </Auth>
      ),
    },
    {
      title: t('ui.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (value: string) => <DateTimeText value={value} />,
    },
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth code="goodsBarcode:update">
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              {t('ui.edit')}
            </Button>
          </Auth>
          <Auth code="goodsBarcode:print">
            <Button type="link" size="small" onClick={() => actions.print(row)}>
              {t('ui.print')}
            </Button>
          </Auth>
          <Auth code="goodsBarcode:delete">
            <ConfirmButton
              type="link"
              size="small"
              danger
              question={t('ui.confirmDelete', { name: row.barcode })}
              doneText={t('ui.deleted')}
              onConfirm={() => actions.remove(row)}
            >
              {t('ui.delete')}
            </ConfirmButton>
          </Auth>
        </Space>
      ),
    },
  ];
}
