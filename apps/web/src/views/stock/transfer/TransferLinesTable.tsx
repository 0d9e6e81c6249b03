import type { TransferDetailOutput, TransferLineOutput } from '@retail/contracts/api/retail/stock-transfer';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { YuanText } from '../../../components/display/YuanText.tsx';

/** The lines of a transfer: planned, shipped, received, written off and still in transit, with the shipping cost. */
export function TransferLinesTable({ doc }: { doc: TransferDetailOutput }) {
  const { t } = useTranslation();
  const columns: ColumnsType<TransferLineOutput> = [
    { title: '#', dataIndex: 'lineNo', width: 60 },
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
    { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode' },
    { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
    },
    { title: t('transfer.totalQty'), dataIndex: 'qty', align: 'right' },
    { title: t('transfer.shippedQty'), dataIndex: 'qtyShipped', align: 'right' },
    { title: t('transfer.receivedQty'), dataIndex: 'qtyReceived', align: 'right' },
    { title: t('transfer.differenceQty'), dataIndex: 'qtyDifference', align: 'right' },
    {
      title: t('transfer.inTransitQty'),
      dataIndex: 'inTransit',
      align: 'right',
      render: (qty: number, line) => <span data-testid={`line-transit-${line.barcode}`}>{qty}</span>,
    },
    {
      title: t('transfer.unitCost'),
      dataIndex: 'unitCost',
      align: 'right',
      render: (value: number | null) => (value === null ? '' : <YuanText value={value} />),
    },
    { title: t('ui.remark'), dataIndex: 'remark' },
  ];
  return (
    <Table<TransferLineOutput>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={doc.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="transfer-lines"
    />
  );
}
