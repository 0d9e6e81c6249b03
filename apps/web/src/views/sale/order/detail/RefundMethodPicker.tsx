import { RefundMethod } from '@retail/contracts';
import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  value: RefundMethod;
  onChange(method: RefundMethod): void;
  /** a refund to the balance needs a member on the order */
  hasMember: boolean;
  /** the return without receipt offers cash and balance only */
  withOriginal?: boolean;
}

/** Where a refund's money goes: the order's own methods, cash, or the member's balance. */
export function RefundMethodPicker({ value, onChange, hasMember, withOriginal = true }: Props) {
  const { t } = useTranslation();
  const methods = [
    ...(withOriginal ? [RefundMethod.Original] : []),
    RefundMethod.Cash,
    RefundMethod.Balance,
  ] as const;
  return (
    <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
      <Typography.Text>{t('till.refundMethod.label')}</Typography.Text>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value as RefundMethod)}
        data-testid="refund-method"
        options={methods.map((method) => ({
          value: method,
          label: t(`till.refundMethod.${method}`),
          disabled: method === RefundMethod.Balance && !hasMember,
        }))}
      />
      {!hasMember ? (
        <Typography.Text type="secondary">{t('till.refundMethod.balanceNeedsMember')}</Typography.Text>
      ) : null}
    </Flex>
  );
}
