import { ArrowLeftOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { SaleOrderStatus } from '@retail/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { saleOrderApi, saleOrderKeys } from '../../../../api/sale-order.ts';
import { vipKeys } from '../../../../api/vip.ts';
import { ConfirmButton } from '../../../../components/actions/ConfirmButton.tsx';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';
import { fen, yuanOf } from '../../../../components/retail-docs/money.ts';
import { OrderLinesTable, OrderPaymentsTable, OrderRefundsTable } from './OrderTables.tsx';
import { RefundModal } from './RefundModal.tsx';
import { ORDER_LIST_PATH } from '../paths.ts';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';
import { DiscountApprovalsCard } from './DiscountApprovalsCard.tsx';
import { RefundRequestsCard } from './RefundRequestsCard.tsx';
import { OrderKindTag } from '../OrderKindTag.tsx';

/** One sales order: lines, payments, refunds; cancel, refund and print the receipt. */
export default function SaleOrderDetailScreen() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const navigate = useNavigate();
  const reloadOrders = useListReload(saleOrderKeys.all);
  const reloadMembers = useListReload(vipKeys.all);
  const id = Number(useParams().id);
  const detail = useQuery({
    queryKey: saleOrderKeys.call('detail', id),
    queryFn: () => saleOrderApi.detail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const receipt = usePrintDocument('saleReceipt');
  const slip = usePrintDocument('refundSlip');
  const [refunding, setRefunding] = useState(false);

  if (detail.isPending) return <Spin />;
  if (detail.error || !detail.data)
    return <Result status="warning" title={detail.error?.message ?? t('ui.empty')} />;
  const order = detail.data;
  const changed = () => {
    reloadOrders();
    // money went back to the member's balance and totals
    if (order.vipId) reloadMembers();
  };
  const cancellable = order.status === SaleOrderStatus.Completed && order.refunds.length === 0;
  const refundable =
    order.status === SaleOrderStatus.Completed || order.status === SaleOrderStatus.PartlyRefunded;

  return (
    <Flex vertical gap={16} data-testid="order-detail">
      <Flex justify="space-between" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(ORDER_LIST_PATH)}>
          {t('retailDocs.common.backToList')}
        </Button>
        <Space wrap>
          {cancellable ? (
            <Permitted code="saleOrder:cancel">
              <ConfirmButton
                danger
                question={t('retailDocs.sale.cancelQuestion', { no: order.no })}
                doneText={t('retailDocs.sale.cancelled')}
                onConfirm={async () => {
                  await saleOrderApi.cancel(order.id);
                  changed();
                }}
                data-testid="order-cancel"
              >
                {t('retailDocs.sale.cancelOrder')}
              </ConfirmButton>
            </Permitted>
          ) : null}
          {refundable ? (
            <Permitted code="saleOrder:refund">
              <Button
                icon={<RollbackOutlined />}
                onClick={() => setRefunding(true)}
                data-testid="order-refund"
              >
                {t('retailDocs.sale.refund')}
              </Button>
            </Permitted>
          ) : null}
          <Permitted code="saleOrder:print">
            <Button
              icon={<PrinterOutlined />}
              loading={receipt.busy}
              onClick={() => void receipt.print(order.id)}
              data-testid="order-print"
            >
              {t('retailDocs.sale.printReceipt')}
            </Button>
          </Permitted>
        </Space>
      </Flex>
      <Card
        title={
          <>
            {`${t('retailDocs.sale.order')} ${order.no}`} <OrderKindTag kind={order.kind} />
          </>
        }
      >
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('ui.status')}>
            <span data-testid="order-status">
              <EnumTag value={order.status} options={enums.saleStatus} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.time')}>
            <DateTimeText value={order.createTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.cashier')}>{order.createUserName}</Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.member')}>
            <span data-testid="order-member">
              {order.vipName ? `${order.vipName} (${order.vipCardNo ?? ''}) ${order.vipMobile ?? ''}` : '-'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.common.totalQty')}>
            <span data-testid="order-qty">{order.totalQty}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.listAmount')}>
            <YuanText value={order.listAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.discount')}>
            {yuanOf(fen(order.lineDiscount) + fen(order.orderDiscount))}
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.amount')}>
            <strong data-testid="order-amount">
              <YuanText value={order.amount} />
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.refundAmount')}>
            <span data-testid="order-refund-amount">
              <YuanText value={order.refundAmount} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.sale.points')}>{order.points}</Descriptions.Item>
          <Descriptions.Item label={t('ui.remark')}>{order.remark}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('retailDocs.sale.lines')}>
        <OrderLinesTable order={order} />
      </Card>
      <Card title={t('retailDocs.sale.payments')}>
        <OrderPaymentsTable order={order} />
      </Card>
      <Card title={t('retailDocs.sale.refunds')}>
        <OrderRefundsTable order={order} printSlip={(refundId) => void slip.print(refundId)} />
      </Card>
      <RefundRequestsCard order={order} />
      <DiscountApprovalsCard orderId={order.id} />
      {refunding ? (
        <RefundModal order={order} open onClose={() => setRefunding(false)} onDone={changed} />
      ) : null}
      {receipt.sheet}
      {slip.sheet}
    </Flex>
  );
}
