import { RefundMethod, RefundRequestStatus } from '@retail/contracts';
import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import { Alert, Input, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleOrderApi } from '../../../../api/sale-order.ts';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { sumFen, yuanOf } from '../../../../components/retail-docs/money.ts';
import { refundableQty, refundFenOf } from './refund.ts';
import { RefundMethodPicker } from './RefundMethodPicker.tsx';

/** How many of an order's refunds wait for their approval. */
const pendingRefunds = (order: SaleOrderDetailOutput) =>
  order.refundRequests.filter((r) => r.status === RefundRequestStatus.Pending).length;

interface Props {
  order: SaleOrderDetailOutput;
  open: boolean;
  onClose(): void;
  onDone(): void;
}

/**
 * Refund chosen quantities of lines; stock goes back, money by the original methods or the one chosen. Mount it when it opens,
 * so each refund starts from empty quantities.
 */
export function RefundModal({ order, open, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<RefundMethod>(RefundMethod.Original);
  const [busy, setBusy] = useState(false);

  const lines = order.lines.filter((line) => refundableQty(line) > 0);
  const chosen = lines.map((line) => ({ line, qty: qty[line.id] ?? 0 })).filter((c) => c.qty > 0);
  const totalFen = sumFen(chosen.map((c) => refundFenOf(c.line, c.qty)));

  const submit = () => {
    Modal.confirm({
      title: t('ui.confirmTitle'),
      content: t('retailDocs.sale.refundQuestion', { no: order.no, amount: yuanOf(totalFen) }),
      okText: t('ui.ok'),
      cancelText: t('ui.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          const after = await saleOrderApi.refund(
            order.id,
            chosen.map((c) => ({ lineId: c.line.id, qty: c.qty })),
            reason.trim(),
            method,
          );
          // above an approval binding's amount the refund is held for approval instead of made
          const held = pendingRefunds(after) > pendingRefunds(order);
          feedback.success(held ? t('approval.refund.submitted') : t('retailDocs.sale.refunded'));
          onClose();
          onDone();
        } catch (error) {
          feedback.error(error instanceof Error ? error.message : String(error));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      width={820}
      title={t('retailDocs.sale.refundTitle', { no: order.no })}
      okText={t('retailDocs.sale.refund')}
      cancelText={t('ui.cancel')}
      okButtonProps={{ disabled: chosen.length === 0, danger: true, 'data-testid': 'refund-submit' }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      maskClosable={false}
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
          { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
          {
            title: t('retailDocs.sale.refundable'),
            key: 'left',
            align: 'right',
            render: (_, line) => refundableQty(line),
          },
          {
            title: t('retailDocs.sale.lineAmount'),
            dataIndex: 'amount',
            align: 'right',
            render: (value: number) => <YuanText value={value} />,
          },
          {
            title: t('retailDocs.sale.refundQty'),
            key: 'qty',
            render: (_, line) => (
              <InputNumber
                min={0}
                max={refundableQty(line)}
                precision={0}
                value={qty[line.id] ?? 0}
                aria-label={t('retailDocs.sale.refundQtyOf', { barcode: line.barcode })}
                data-testid={`refund-qty-${line.barcode}`}
                onChange={(value) => setQty((q) => ({ ...q, [line.id]: value ?? 0 }))}
              />
            ),
          },
          {
            title: t('retailDocs.sale.refundAmount'),
            key: 'amount',
            align: 'right',
            render: (_, line) => yuanOf(refundFenOf(line, qty[line.id] ?? 0)),
          },
        ]}
      />
      <RefundMethodPicker value={method} onChange={setMethod} hasMember={order.vipId !== null} />
      <Input.TextArea
        rows={2}
        maxLength={256}
        value={reason}
        placeholder={t('retailDocs.sale.reason')}
        onChange={(event) => setReason(event.target.value)}
        style={{ marginTop: 12 }}
      />
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        message={
          <Typography.Text data-testid="refund-total">
            {t('retailDocs.sale.refundTotal', { amount: yuanOf(totalFen) })}
          </Typography.Text>
        }
      />
    </Modal>
  );
}
