import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatYuan, PayMethod } from '@retail/contracts';
import { Button, Flex, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectOptions, useDocEnums } from '../../../../components/retail-docs/enums.ts';
import { type PaymentDraft, paidFen } from './cart.ts';
import { ShortcutKey } from './ShortcutKey.tsx';

interface Props {
  dueFen: number;
  payments: PaymentDraft[];
  onChange(payments: PaymentDraft[]): void;
  /** paying by balance needs a member */
  hasMember: boolean;
}

let nextKey = 1;
const draft = (method: PayMethod, amount: string): PaymentDraft => ({ key: nextKey++, method, amount });

/** Payments by cash, card, mobile pay or balance, or a mix that must add up to what is due. */
export function PaymentsEditor({ dueFen, payments, onChange, hasMember }: Props) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const paid = paidFen(payments);
  const left = paid === undefined ? undefined : dueFen - paid;
  const methods = selectOptions(enums.payMethod).filter((o) => hasMember || o.value !== PayMethod.Balance);
  const change = (index: number, patch: Partial<PaymentDraft>) =>
    onChange(payments.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  /** puts what is still due on one payment row */
  const fillRest = (index: number) => {
    const others = paidFen(payments.filter((_p, i) => i !== index)) ?? 0;
    change(index, { amount: formatYuan(Math.max(0, dueFen - others)) });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>
          {t('retailDocs.sale.payAllBy')} <ShortcutKey action="pay" />
        </Typography.Text>
        {methods.map((method) => (
          <Button
            key={method.value}
            size="small"
            onClick={() => onChange([draft(method.value, formatYuan(dueFen))])}
            data-testid={`sale-pay-all-${method.value}`}
            data-till-focus="pay"
          >
            {method.label}
          </Button>
        ))}
      </Space>
      {payments.map((payment, index) => (
        <Flex key={payment.key} gap={8} align="center">
          <Select
            value={payment.method}
            options={methods}
            style={{ width: 140 }}
            aria-label={t('retailDocs.sale.payMethod')}
            onChange={(method) => change(index, { method })}
          />
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            value={payment.amount || null}
            style={{ width: 160 }}
            aria-label={t('retailDocs.sale.payAmount')}
            data-testid={`sale-pay-amount-${index}`}
            onChange={(amount) => change(index, { amount: amount ?? '' })}
          />
          <Button size="small" onClick={() => fillRest(index)}>
            {t('retailDocs.sale.fillRest')}
          </Button>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('ui.delete')}
            onClick={() => onChange(payments.filter((_p, i) => i !== index))}
          />
        </Flex>
      ))}
      <Flex gap={16} align="center" wrap>
        <Button
          icon={<PlusOutlined />}
          size="small"
          onClick={() => onChange([...payments, draft(PayMethod.Cash, formatYuan(Math.max(0, left ?? 0)))])}
        >
          {t('retailDocs.sale.addPayment')}
        </Button>
        <Typography.Text type={left === 0 ? 'success' : 'danger'} data-testid="sale-pay-left">
          {left === undefined
            ? t('retailDocs.sale.badPayment')
            : left >= 0
              ? t('retailDocs.sale.leftToPay', { amount: formatYuan(left) })
              : t('retailDocs.sale.overPaid', { amount: formatYuan(-left) })}
        </Typography.Text>
      </Flex>
    </Space>
  );
}
