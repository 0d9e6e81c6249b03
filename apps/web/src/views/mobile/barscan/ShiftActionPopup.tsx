import { TillCashKind } from '@retail/contracts';
import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../components/display/format.ts';

export type ShiftAction = 'open' | 'cash' | 'close';

interface Values {
  amount: string;
  reason: string;
  kind: number;
}

/**
 * The amount (float, paid in/out with its reason, or counted cash) of one shift action, from the bottom. Keyed by
 * the action where it is used, so each action starts empty.
 */
export function ShiftActionPopup({
  action,
  expectedCash,
  defaultKind,
  onSubmit,
  onClose,
}: {
  action: ShiftAction | null;
  expectedCash: number;
  defaultKind: number;
  onSubmit(values: Values): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ amount: '', reason: '', kind: defaultKind });
  const [busy, setBusy] = useState(false);
  const title = action === 'open' ? t('shift.open') : action === 'close' ? t('shift.close') : t('shift.cash');
  const amountLabel =
    action === 'open'
      ? t('shift.floatLabel')
      : action === 'close'
        ? t('shift.countedLabel')
        : t('shift.amount');
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={action !== null} onMaskClick={onClose} bodyStyle={{ padding: 12 }}>
      <div className="barscan-checkout-label">{title}</div>
      <Form layout="vertical">
        {action === 'close' ? (
          <Form.Item>{t('shift.closeHint', { amount: yuanText(expectedCash) })}</Form.Item>
        ) : null}
        {action === 'cash' ? (
          <Form.Item label={t('shift.cashKind')}>
            <Selector
              columns={2}
              value={[values.kind]}
              onChange={(kinds) => kinds[0] !== undefined && setValues({ ...values, kind: kinds[0] })}
              options={[
                { value: TillCashKind.PaidIn, label: t('shift.paidIn') },
                { value: TillCashKind.PaidOut, label: t('shift.paidOut') },
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={amountLabel}>
          <Input
            inputMode="decimal"
            value={values.amount}
            onChange={(amount) => setValues({ ...values, amount })}
            aria-label={amountLabel}
            data-testid="mobile-shift-amount"
          />
        </Form.Item>
        {action === 'cash' ? (
          <Form.Item label={t('shift.reason')}>
            <Input
              maxLength={128}
              value={values.reason}
              onChange={(reason) => setValues({ ...values, reason })}
              aria-label={t('shift.reason')}
              data-testid="mobile-shift-reason"
            />
          </Form.Item>
        ) : null}
      </Form>
      <Button
        block
        color="primary"
        loading={busy}
        onClick={() => void submit()}
        data-testid="mobile-shift-submit"
      >
        {t('ui.ok')}
      </Button>
    </Popup>
  );
}
