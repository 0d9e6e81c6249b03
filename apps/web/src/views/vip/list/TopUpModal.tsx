import { PayMethod } from '@retail/contracts';
import type { TopUpBody, VipOutput } from '@retail/contracts/api/retail/vip';
import { Checkbox, Descriptions, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { vipApi } from '../../../api/vip.ts';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { fen, fenOf, yuanOf } from '../../../components/retail-docs/money.ts';

interface Values {
  amount: string;
  bonus?: string | null;
  payMethod: TopUpBody['payMethod'];
  remark?: string;
  printSlip: boolean;
}

const TOP_UP_METHODS = [PayMethod.Cash, PayMethod.Card, PayMethod.MobilePay] as const;
const INITIAL: Partial<Values> = { payMethod: PayMethod.Cash, printSlip: true };

/** Tops up a member's balance, with an optional bonus, through the balance ledger; then prints its slip. */
export function TopUpModal({
  vip,
  onClose,
  onSaved,
  onPrintSlip,
}: {
  vip: VipOutput | null;
  onClose(): void;
  onSaved(): void;
  /** prints the slip of the top-up's ledger row */
  onPrintSlip(logId: number): void;
}) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const amountLabel = t('retailDocs.vip.topUpAmount');
  const bonusLabel = t('retailDocs.vip.bonus');
  const positive = (label: string, required: boolean) => ({
    validator: (_rule: unknown, value: string | null | undefined) => {
      const amount = fenOf(value);
      if (amount === undefined) return Promise.reject(new Error(t('ui.invalid', { field: label })));
      if (required && amount <= 0)
        return Promise.reject(new Error(t('retailDocs.vip.moreThanZero', { field: label })));
      return Promise.resolve();
    },
  });
  return (
    <FormModal<Values>
      open={vip !== null}
      width={520}
      title={t('retailDocs.vip.topUpTitle', { name: vip?.name ?? '' })}
      initialValues={INITIAL}
      onSubmit={async (values) => {
        const done = await vipApi.topUp({
          id: (vip as VipOutput).id,
          amount: values.amount,
          ...(values.bonus ? { bonus: values.bonus } : {}),
          payMethod: values.payMethod,
          remark: values.remark?.trim() || null,
        });
        if (values.printSlip) onPrintSlip(done.logId);
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('retailDocs.vip.cardNo')}>{vip?.cardNo}</Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.balance')}>
              <YuanText value={vip?.balance} />
            </Descriptions.Item>
          </Descriptions>
          <Form.Item
            name="amount"
            label={amountLabel}
            rules={[rules.requiredSelect(amountLabel), positive(amountLabel, true)]}
          >
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              style={{ width: '100%' }}
              data-testid="topup-amount"
            />
          </Form.Item>
          <Form.Item name="bonus" label={bonusLabel} rules={[positive(bonusLabel, false)]}>
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              style={{ width: '100%' }}
              data-testid="topup-bonus"
            />
          </Form.Item>
          <Form.Item name="payMethod" label={t('retailDocs.sale.payMethod')}>
            <Radio.Group
              options={TOP_UP_METHODS.map((method) => ({
                value: method,
                label: enums.payMethod[method].label,
              }))}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
            <Input.TextArea rows={2} maxLength={256} />
          </Form.Item>
          <Form.Item name="printSlip" valuePropName="checked">
            <Checkbox data-testid="topup-print">{t('print.topUpSlip')}</Checkbox>
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const amount = fenOf(form.getFieldValue('amount') as string | undefined) ?? 0;
              const bonus = fenOf(form.getFieldValue('bonus') as string | undefined) ?? 0;
              return (
                <p data-testid="topup-after">
                  {t('retailDocs.vip.balanceAfter', { amount: yuanOf(fen(vip?.balance) + amount + bonus) })}
                </p>
              );
            }}
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
