import type { TransferDetailOutput } from '@retail/contracts/api/retail/stock-transfer';
import { Alert, Form, Input, Modal } from 'antd';
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

/** Closes a partly received transfer with a reason: what is still in transit becomes the difference. */
export function CloseModal({ doc, open, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return; // the field shows its message
    }
    setBusy(true);
    try {
      await stockTransferApi.close({ id: doc.id, reason });
      feedback.success(t('transfer.closedDone'));
      onClose();
      onDone();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('transfer.closeTitle', { no: doc.no })}
      okText={t('transfer.close')}
      cancelText={t('ui.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'close-submit' }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Alert
        type="warning"
        style={{ marginBottom: 12 }}
        message={t('transfer.closeHint', { qty: doc.inTransitQty })}
      />
      <Form form={form} layout="vertical" name="transfer-close">
        <Form.Item
          name="reason"
          label={t('transfer.closeReason')}
          rules={[{ required: true, whitespace: true, message: t('transfer.closeReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={256} data-testid="close-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
