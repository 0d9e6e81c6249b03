import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The date-range field of a search bar (with times: `showTime`); `splitRange` turns it into startTime/endTime. */
export function RangeFilter({ label, showTime }: { label?: string; showTime?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="range" label={label ?? t('system.common.timeRange')}>
      <DatePicker.RangePicker allowEmpty={[true, true]} showTime={showTime} />
    </Form.Item>
  );
}
