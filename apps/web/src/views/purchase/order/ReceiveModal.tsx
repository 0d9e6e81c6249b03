import type { PurchaseDetailOutput, PurchaseLineOutput } from '@retail/contracts/api/retail/purchase';
import { Button, Input, InputNumber, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderApi } from '../../../api/purchase.ts';
import { feedback } from '../../../components/feedback/feedback.ts';

interface Props {
  order: PurchaseDetailOutput;
  open: boolean;
  onClose(): void;
  /** after a receipt was posted */
  onReceived(receiptId: number): void;
}

/**
 * A receipt on an approved or partly received order: per line, how many arrive now (at most what is still to
 * arrive), starting from everything still open; lines left at 0 are not received. Mounted for each receipt, so
 * it starts from the order as it is then.
 */
export function ReceiveModal({ order, open, onClose, onReceived }: Props) {
  const { t } = useTranslation();
  const openLines = order.lines.filter((l) => l.qtyOpen > 0);
  const all = () => Object.fromEntries(openLines.map((l) => [l.id, l.qtyOpen]));
  const [qty, setQty] = useState<Record<number, number | null>>(all);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const running = useRef(false);

  const submit = async () => {
    if (running.current) return;
    const lines = openLines.map((l) => ({ lineId: l.id, qty: qty[l.id] ?? 0 })).filter((l) => l.qty > 0);
    if (lines.length === 0) {
      feedback.error(t('purchase.order.nothingToReceive'));
      return;
    }
    running.current = true;
    setSaving(true);
    try {
      const receiptId = await purchaseOrderApi.receive({ id: order.id, remark: remark || null, lines });
      feedback.success(t('purchase.order.receivedDone'));
      onClose();
      onReceived(receiptId);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  const columns: ColumnsType<PurchaseLineOutput> = [
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
    { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
    { title: t('purchase.order.qtyReceived'), dataIndex: 'qtyReceived', align: 'right' },
    { title: t('purchase.order.qtyOpen'), dataIndex: 'qtyOpen', align: 'right' },
    {
      title: t('purchase.order.receiveQty'),
      key: 'receive',
      width: 140,
      render: (_, line) => (
        <InputNumber
          value={qty[line.id] ?? null}
          min={0}
          max={line.qtyOpen}
          precision={0}
          aria-label={t('purchase.order.receiveQtyOf', { barcode: line.barcode })}
          data-testid={`po-receive-qty-${line.barcode}`}
          onChange={(next) => setQty((q) => ({ ...q, [line.id]: next }))}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('purchase.order.receiveTitle', { no: order.no })}
      width={900}
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="po-receive-dialog">
        <Space>
          <Button size="small" onClick={() => setQty(all())}>
            {t('purchase.order.receiveAll')}
          </Button>
          <Button size="small" onClick={() => setQty({})}>
            {t('purchase.order.receiveNone')}
          </Button>
        </Space>
        <Table<PurchaseLineOutput>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={openLines}
          pagination={false}
          scroll={{ x: 'max-content', y: 360 }}
        />
        <Input
          value={remark}
          maxLength={256}
          placeholder={t('purchase.order.receiptRemark')}
          onChange={(event) => setRemark(event.target.value)}
        />
      </Space>
    </Modal>
  );
}
