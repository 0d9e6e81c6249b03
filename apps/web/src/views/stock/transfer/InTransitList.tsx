import type { TransitFilterBody, TransitOutput } from '@retail/contracts/api/retail/stock-transfer';
import { Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { stockTransferApi, stockTransferKeys } from '../../../api/stock-transfer.ts';
import { moneyColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { LocationSelect } from '../shared/LocationSelect.tsx';

/** Barcodes on their way, per destination: shipped and neither received nor written off yet. */
export function InTransitList() {
  const { t } = useTranslation();
  const columns: ColumnsType<TransitOutput> = [
    { title: t('transfer.to'), dataIndex: 'toLocationName', key: 'toLocationName', sorter: true },
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode', key: 'barcode', sorter: true },
    { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode', key: 'goodsCode', sorter: true },
    { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName', key: 'goodsName', sorter: true },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, row) => [row.color, row.size].filter(Boolean).join(' / '),
    },
    {
      title: t('transfer.inTransitQty'),
      dataIndex: 'qty',
      key: 'qty',
      align: 'right',
      sorter: true,
      render: (qty: number, row) => <span data-testid={`transit-qty-${row.barcode}`}>{qty}</span>,
    },
    moneyColumn(t('transfer.transitCost'), 'cost'),
    { title: t('transfer.transferCount'), dataIndex: 'transferCount', align: 'right' },
  ];
  return (
    <ListPage<TransitOutput, TransitFilterBody>
      queryKey={stockTransferKeys.call('inTransit')}
      fetchPage={stockTransferApi.inTransit}
      columns={columns}
      rowKey={(row) => `${row.toLocationId}-${row.barcodeId}`}
      filters={
        <>
          <Form.Item name="toLocationId" label={t('transfer.to')}>
            <LocationSelect purpose="any" allowClear />
          </Form.Item>
          <Form.Item name="fromLocationId" label={t('transfer.from')}>
            <LocationSelect purpose="any" allowClear />
          </Form.Item>
          <Form.Item name="keyword" label={t('transfer.keyword')}>
            <Input allowClear maxLength={64} data-testid="transit-keyword" />
          </Form.Item>
        </>
      }
    />
  );
}
