import type { DiscountLimitOutput } from '@retail/contracts/api/retail/sale-order';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleOrderApi, saleOrderKeys } from '../../../../api/sale-order.ts';
import { rules } from '../../../../components/form/rules.ts';
import { useFormName } from '../../../../components/form/formName.ts';
import type { DiscountPercents } from './discountPercents.ts';

/** The signed-in seller's discount limits (whole percent; null = none), from the server. */
export function useDiscountLimit() {
  return useQuery({
    queryKey: saleOrderKeys.call('discountLimit'),
    queryFn: ({ signal }) => saleOrderApi.discountLimit(signal),
  });
}

interface Props {
  open: boolean;
  clientKey: string;
  pct: DiscountPercents;
  limit: DiscountLimitOutput | undefined;
  /** the approval was stored for this checkout's client key: sell now */
  onApproved(pct: DiscountPercents): void;
  onCancel(): void;
}

interface Credentials {
  account: string;
  password: string;
}

/**
 * A supervisor approves discounts above the seller's limit for this one sale, with their own account and
 * password (checked like a sign-in: wrong ones count toward their lock). Mount it when it opens.
 */
export function DiscountApproval({ open, clientKey, pct, limit, onApproved, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const formName = useFormName('discountApproval');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = (value: number | null | undefined) =>
    value == null ? t('till.approval.noLimit') : `${value}%`;

  const approve = async () => {
    let values: Credentials;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await saleOrderApi.approveDiscount({
        ...values,
        clientKey,
        lineDiscountPct: pct.line,
        orderDiscountPct: pct.order,
      });
      onApproved(pct);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('till.approval.title')}
      okText={t('till.approval.approve')}
      cancelText={t('ui.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'approval-submit' }}
      onOk={() => void approve()}
      onCancel={onCancel}
      maskClosable={false}
      data-testid="discount-approval"
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('till.approval.overLimit', {
          line: pct.line,
          order: pct.order,
          maxLine: shown(limit?.maxLineDiscountPct),
          maxOrder: shown(limit?.maxOrderDiscountPct),
        })}
      />
      <Form<Credentials>
        form={form}
        name={formName}
        layout="vertical"
        disabled={busy}
        onFinish={() => void approve()}
      >
        <Form.Item
          name="account"
          label={t('till.approval.account')}
          rules={[rules.required(t('till.approval.account'))]}
        >
          <Input autoComplete="off" autoFocus data-testid="approval-account" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('till.approval.password')}
          rules={[rules.required(t('till.approval.password'))]}
        >
          <Input.Password autoComplete="off" data-testid="approval-password" />
        </Form.Item>
        <button type="submit" hidden aria-hidden />
      </Form>
      {refusal ? <Alert type="error" showIcon message={refusal} data-testid="approval-refused" /> : null}
    </Modal>
  );
}
