import type {
  SaleLineOutput,
  SaleOrderDetailOutput,
  SalePaymentOutput,
  SaleRefundOutput,
} from '@retail/contracts/api/retail/sale-order';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';
import { moneyColumn, timeColumn } from '../../../../components/list/columns.tsx';

/** The order's lines with what has been refunded of each. */
export function OrderLinesTable({ order }: { order: SaleOrderDetailOutput }) {
  const { t } = useTranslation();
  return (
    <Table<SaleLineOutput>
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
        moneyColumn(t('retailDocs.sale.price'), 'price'),
        moneyColumn(t('retailDocs.sale.lineDiscount'), 'discount'),
        moneyColumn(t('retailDocs.sale.orderDiscountShare'), 'orderDiscountShare'),
        moneyColumn(t('retailDocs.sale.lineAmount'), 'amount'),
        { title: t('retailDocs.sale.refundQty'), dataIndex: 'refundQty', align: 'right' },
        moneyColumn(t('retailDocs.sale.refundAmount'), 'refundAmount'),
      ]}
    />
  );
}

/** Payments taken and paid back (negative rows belong to a refund or the cancellation). */
export function OrderPaymentsTable({ order }: { order: SaleOrderDetailOutput }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return (
    <Table<SalePaymentOutput>
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
        moneyColumn(t('retailDocs.sale.payAmount'), 'amount'),
        timeColumn(t('retailDocs.sale.time'), 'createTime'),
      ]}
    />
  );
}

/** Refund and cancellation documents of the order, each with its slip to print. */
export function OrderRefundsTable({
  order,
  printSlip,
}: {
  order: SaleOrderDetailOutput;
  printSlip?: (refundId: number) => void;
}) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return (
    <Table<SaleRefundOutput>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={order.refunds}
      locale={{ emptyText: t('retailDocs.sale.noRefunds') }}
      data-testid="order-refunds"
      columns={[
        { title: t('retailDocs.sale.refundNo'), dataIndex: 'no' },
        { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
        moneyColumn(t('retailDocs.sale.refundAmount'), 'amount'),
        {
          title: t('till.refundMethod.label'),
          dataIndex: 'refundMethod',
          render: (method: number | null) =>
            method === null ? (
              t('till.refundMethod.original')
            ) : (
              <EnumTag value={method} options={enums.payMethod} />
            ),
        },
        { title: t('retailDocs.sale.reason'), dataIndex: 'reason' },
        { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
        timeColumn(t('retailDocs.sale.time'), 'createTime'),
        ...(printSlip
          ? [
              {
                title: t('ui.actions'),
                key: 'slip',
                render: (_: unknown, refund: SaleRefundOutput) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => printSlip(refund.id)}
                    data-testid={`refund-slip-${refund.no}`}
                  >
                    {t('till.slip.print')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
