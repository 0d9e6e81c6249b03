import { TillCashKind } from '@retail/contracts';
import type {
  TillShiftCashBody,
  TillShiftDetailOutput,
  TillShiftOpenBody,
} from '@retail/contracts/api/retail/till-shift';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tillShiftApi } from '../../../../api/till-shift.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { FormModal } from '../../../../components/form/FormModal.tsx';
import { rules } from '../../../../components/form/rules.ts';
import { MoneyField } from './MoneyField.tsx';

interface DialogProps {
  open: boolean;
  onClose(): void;
  onDone(shift: TillShiftDetailOutput): void;
}

/** Opens the caller's shift with a float. */
export function OpenShiftDialog({ open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal<TillShiftOpenBody>
      open={open}
      title={t('shift.open')}
      width={420}
      initialValues={{ floatAmount: '0' }}
      onClose={onClose}
      onSubmit={async (values) => onDone(await tillShiftApi.open(values))}
    >
      <MoneyField name="floatAmount" label={t('shift.floatLabel')} testId="shift-float" />
    </FormModal>
  );
}

/** Records a paid-in or paid-out of the open shift. */
export function CashDialog({ open, onClose, onDone, shiftId }: DialogProps & { shiftId: number }) {
  const { t } = useTranslation();
  const reason = t('shift.reason');
  return (
    <FormModal<Omit<TillShiftCashBody, 'shiftId'>>
      open={open}
      title={t('shift.cash')}
      width={420}
      initialValues={{ kind: TillCashKind.PaidOut }}
      onClose={onClose}
      onSubmit={async (values) => onDone(await tillShiftApi.cash({ ...values, shiftId }))}
    >
      <Form.Item name="kind" label={t('shift.cashKind')}>
        <Radio.Group
          options={[
            { value: TillCashKind.PaidIn, label: t('shift.paidIn') },
            { value: TillCashKind.PaidOut, label: t('shift.paidOut') },
          ]}
        />
      </Form.Item>
      <MoneyField name="amount" label={t('shift.amount')} testId="shift-cash-amount" />
      <Form.Item name="reason" label={reason} rules={[rules.required(reason), rules.max(reason, 128)]}>
        <Input maxLength={128} data-testid="shift-cash-reason" />
      </Form.Item>
    </FormModal>
  );
}

/** Closes the shift with the counted cash, showing the expected cash of its X figures. */
export function CloseShiftDialog({
  open,
  onClose,
  onDone,
  shift,
}: DialogProps & { shift: TillShiftDetailOutput }) {
  const { t } = useTranslation();
  return (
    <FormModal<{ countedCash: string }>
      open={open}
      title={t('shift.close')}
      width={420}
      onClose={onClose}
      onSubmit={async (values) => onDone(await tillShiftApi.close({ id: shift.id, ...values }))}
    >
      <Typography.Paragraph>
        {t('shift.closeHint', { amount: yuanText(shift.figures.expectedCash) })}
      </Typography.Paragraph>
      <MoneyField name="countedCash" label={t('shift.countedLabel')} testId="shift-counted" />
    </FormModal>
  );
}
