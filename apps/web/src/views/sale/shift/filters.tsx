import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions } from '../../../components/retail-docs/enums.ts';
import { shiftStatusOptions } from './status.ts';

/** Search bar of the shift list: opened between, cashier, status. */
export function ShiftFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="cashier" label={t('shift.cashier')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 130 }} options={selectOptions(shiftStatusOptions(t))} />
      </Form.Item>
      <DateRangeFilters />
    </>
  );
}
