import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleOrderDetail } from '../../../../api/sale-order.ts';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';

const money = (value: number) => <YuanText value={value} />;

/** The order's lines with what has been refunded of each. */
export function OrderLinesTable({ order }: { order: SaleOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={order.lines}
      data-testid="order-lines"
      columns={[
        { title: '#', dataIndex: 'lineNo', width: 50 },
        { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
        { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode' },
        { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
        {
          title: t('retailDocs.common.colorSize'),
          key: 'variant',
          render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
        },
        { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
        { title: t('retailDocs.sale.price'), dataIndex: 'price', align: 'right', render: money },
        { title: t('retailDocs.sale.lineDiscount'), dataIndex: 'discount', align: 'right', render: money },
        {
          title: t('retailDocs.sale.orderDiscountShare'),
          dataIndex: 'orderDiscountShare',
          align: 'right',
          render: money,
        },
        { title: t('retailDocs.sale.lineAmount'), dataIndex: 'amount', align: 'right', render: money },
        { title: t('retailDocs.sale.refundQty'), dataIndex: 'refundQty', align: 'right' },
        {
          title: t('retailDocs.sale.refundAmount'),
          dataIndex: 'refundAmount',
          align: 'right',
          render: money,
        },
      ]}
    />
  );
}

/** Payments taken and paid back (negative rows belong to a refund or the cancellation). */
export function OrderPaymentsTable({ order }: { order: SaleOrderDetail }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return (
    <Table
      size="small"
      rowKey={(_, index) => String(index)}
      pagination={false}
      dataSource={order.payments}
      data-testid="order-payments"
      columns={[
        {
          title: t('retailDocs.sale.payMethod'),
          dataIndex: 'method',
          render: (method: number) => <EnumTag value={method} options={enums.payMethod} />,
        },
        { title: t('retailDocs.sale.payAmount'), dataIndex: 'amount', align: 'right', render: money },
        {
          title: t('retailDocs.sale.time'),
          dataIndex: 'createTime',
          render: (value: string) => <DateTimeText value={value} />,
        },
      ]}
    />
  );
}

/** Refund and cancellation documents of the order. */
export function OrderRefundsTable({ order }: { order: SaleOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={order.refunds}
      locale={{ emptyText: t('retailDocs.sale.noRefunds') }}
      data-testid="order-refunds"
      columns={[
        { title: t('retailDocs.sale.refundNo'), dataIndex: 'no' },
        { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
        { title: t('retailDocs.sale.refundAmount'), dataIndex: 'amount', align: 'right', render: money },
        { title: t('retailDocs.sale.reason'), dataIndex: 'reason' },
        { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
        {
          title: t('retailDocs.sale.time'),
          dataIndex: 'createTime',
          render: (value: string) => <DateTimeText value={value} />,
        },
      ]}
    />
  );
}
