import { Button, Space, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { GoodsSupplier } from '../../../api/goods-supplier.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
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
        <Auth code="goodsSupplier:update" fallback={<EnumTag value={value} options={enabledOptions()} />}>
          <Switch
            size="small"
            checked={value === 1}
            aria-label={`${row.name} ${t('ui.status')}`}
            onChange={(on) => actions.setStatus(row, on ? 1 : 2)}
          />
        </Auth>
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
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth code="goodsSupplier:update">
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              {t('ui.edit')}
            </Button>
          </Auth>
          <Auth code="goodsSupplier:delete">
            <ConfirmButton
              type="link"
              size="small"
              danger
              question={t('ui.confirmDelete', { name: row.name })}
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
