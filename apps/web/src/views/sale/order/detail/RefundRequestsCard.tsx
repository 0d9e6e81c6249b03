import { RefundRequestStatus } from '@retail/contracts';
import type { SaleOrderDetailOutput, SaleRefundRequestOutput } from '@retail/contracts/api/retail/sale-order';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moneyColumn, timeColumn } from '../../../../components/list/columns.tsx';

const STATUS = {
  [RefundRequestStatus.Pending]: ['pending', 'processing'],
  [RefundRequestStatus.Refunded]: ['refunded', 'success'],
  [RefundRequestStatus.Rejected]: ['rejected', 'error'],
  [RefundRequestStatus.Withdrawn]: ['withdrawn', 'default'],
} as const;

/**
 * The order's refunds held for approval (above an approval binding's amount): awaiting, made, rejected or
 * withdrawn, each opening its approval. Nothing when the order has none. (The till's supervisor approval of
 * discounts is the card below.)
 */
export function RefundRequestsCard({ order }: { order: SaleOrderDetailOutput }) {
  const { t } = useTranslation();
  if (order.refundRequests.length === 0) return null;
  return (
    <Card title={t('approval.refund.requests')}>
      <Table<SaleRefundRequestOutput>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.refundRequests}
        data-testid="order-refund-requests"
        columns={[
          {
            title: t('ui.status'),
            dataIndex: 'status',
            render: (status: number) => {
              const found = STATUS[status as RefundRequestStatus];
              return found ? <Tag color={found[1]}>{t(`approval.refund.${found[0]}`)}</Tag> : null;
            },
          },
          { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
          moneyColumn(t('retailDocs.sale.refundAmount'), 'amount'),
          { title: t('retailDocs.sale.reason'), dataIndex: 'reason' },
          { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
          timeColumn(t('retailDocs.sale.time'), 'createTime'),
          {
            title: t('ui.actions'),
            key: 'approval',
            render: (_: unknown, row) => (
              <Link to={`/dashboard/approval?tab=started&id=${row.approvalId}`}>
                {t('approval.detail.open')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
