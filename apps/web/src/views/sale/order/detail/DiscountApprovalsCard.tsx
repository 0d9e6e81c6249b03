import type { DiscountApprovalOutput } from '@retail/contracts/api/retail/sale-order';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { saleOrderApi, saleOrderKeys } from '../../../../api/sale-order.ts';
import { timeColumn } from '../../../../components/list/columns.tsx';

/** The supervisors' discount approvals an order was sold with (the approval log); nothing when there are none. */
export function DiscountApprovalsCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const approvals = useQuery({
    queryKey: saleOrderKeys.call('discountApprovals', orderId),
    queryFn: ({ signal }) => saleOrderApi.discountApprovals(orderId, signal),
  });
  if (!approvals.data?.length) return null;
  return (
    <Card title={t('till.approvals.title')}>
      <Table<DiscountApprovalOutput>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={approvals.data}
        data-testid="order-approvals"
        columns={[
          { title: t('till.approvals.approvedBy'), dataIndex: 'approvedByName' },
          { title: t('till.approvals.requestedBy'), dataIndex: 'requestedByName' },
          { title: t('till.approvals.linePct'), dataIndex: 'lineDiscountPct', align: 'right' },
          { title: t('till.approvals.orderPct'), dataIndex: 'orderDiscountPct', align: 'right' },
          timeColumn(t('till.approvals.time'), 'createTime'),
        ]}
      />
    </Card>
  );
}
