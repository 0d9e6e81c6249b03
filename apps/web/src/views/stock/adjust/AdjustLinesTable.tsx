import { StockAdjustKind } from '@retail/contracts';
import type { AdjustDetailOutput, AdjustLineOutput } from '@retail/contracts/api/retail/stock-adjust';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { YuanText } from '../../../components/display/YuanText.tsx';

/** The lines of a document; book quantity and change appear once it is confirmed. */
export function AdjustLinesTable({ doc }: { doc: AdjustDetailOutput }) {
  const { t } = useTranslation();
  const stocktake = doc.kind === StockAdjustKind.Stocktake;
  const columns: ColumnsType<AdjustLineOutput> = [
    { title: '#', dataIndex: 'lineNo', width: 60 },
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
    { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode' },
    { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
    },
    {
      title: stocktake ? t('retailDocs.adjust.countedQty') : t('retailDocs.common.qty'),
      dataIndex: 'qty',
      align: 'right',
    },
    ...(stocktake
      ? [{ title: t('retailDocs.adjust.bookQty'), dataIndex: 'bookQty', align: 'right' as const }]
      : []),
    { title: t('retailDocs.adjust.delta'), dataIndex: 'delta', align: 'right' },
    {
      title: t('retailDocs.adjust.costPrice'),
      dataIndex: 'costPrice',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    { title: t('ui.remark'), dataIndex: 'remark' },
  ];
  return (
    <Table<AdjustLineOutput>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={doc.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="adjust-lines"
    />
  );
}
