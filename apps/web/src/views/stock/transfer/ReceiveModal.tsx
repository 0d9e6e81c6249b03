import type { TransferDetailOutput } from '@retail/contracts/api/retail/stock-transfer';
import { Alert, Button, Input, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockTransferApi } from '../../../api/stock-transfer.ts';
import { feedback } from '../../../components/feedback/feedback.ts';

interface Props {
  doc: TransferDetailOutput;
  open: boolean;
  onClose(): void;
  onDone(): void;
}

/**
 * One receipt of a transfer at its destination: a quantity per line, at most what is still in transit on it.
 * Mount it when it opens, so each receipt starts from empty quantities.
 */
export function ReceiveModal({ doc, open, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [qty, setQty] = useState<Record<number, number>>({});
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);

  const lines = doc.lines.filter((line) => line.inTransit > 0);
  const chosen = lines.map((line) => ({ line, qty: qty[line.id] ?? 0 })).filter((c) => c.qty > 0);
  const total = chosen.reduce((sum, c) => sum + c.qty, 0);
  const to = doc.toLocationName ?? '';

  const submit = () => {
    if (chosen.length === 0) {
      feedback.error(t('transfer.nothingToReceive'));
      return;
    }
    Modal.confirm({
      title: t('ui.confirmTitle'),
      content: t('transfer.receiveQuestion', { qty: total, to }),
      okText: t('ui.ok'),
      cancelText: t('ui.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          await stockTransferApi.receive({
            id: doc.id,
            lines: chosen.map((c) => ({ lineId: c.line.id, qty: c.qty })),
            remark: remark.trim() || null,
          });
          feedback.success(t('transfer.receivedDone'));
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
      title={t('transfer.receiveTitle', { no: doc.no })}
      okText={t('transfer.receive')}
      cancelText={t('ui.cancel')}
      okButtonProps={{ disabled: chosen.length === 0, 'data-testid': 'receive-submit' }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      maskClosable={false}
    >
      <Button
        size="small"
        style={{ marginBottom: 8 }}
        onClick={() => setQty(Object.fromEntries(lines.map((line) => [line.id, line.inTransit])))}
        data-testid="receive-all"
      >
        {t('transfer.receiveAll')}
      </Button>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 'max-content', y: 360 }}
        columns={[
          { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
          {
            title: t('retailDocs.common.goods'),
            dataIndex: 'goodsName',
            render: (name: string, line) => `${line.goodsCode} ${name}`,
          },
          {
            title: t('retailDocs.common.colorSize'),
            key: 'variant',
            render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
          },
          { title: t('transfer.shippedQty'), dataIndex: 'qtyShipped', align: 'right' },
          { title: t('transfer.receivedQty'), dataIndex: 'qtyReceived', align: 'right' },
          { title: t('transfer.inTransitQty'), dataIndex: 'inTransit', align: 'right' },
          {
            title: t('transfer.receiveQty'),
            key: 'qty',
            render: (_, line) => (
              <InputNumber
                min={0}
                max={line.inTransit}
                precision={0}
                value={qty[line.id] ?? 0}
                aria-label={t('transfer.receiveQtyOf', { barcode: line.barcode })}
                data-testid={`receive-qty-${line.barcode}`}
                onChange={(value) => setQty((q) => ({ ...q, [line.id]: value ?? 0 }))}
              />
            ),
          },
        ]}
      />
      <Input.TextArea
        rows={2}
        maxLength={256}
        value={remark}
        placeholder={t('transfer.receiveRemark')}
        onChange={(event) => setRemark(event.target.value)}
        style={{ marginTop: 12 }}
      />
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        message={
          <Typography.Text data-testid="receive-total">
            {t('transfer.receiveTotal', { qty: total, to })}
          </Typography.Text>
        }
      />
    </Modal>
  );
}
