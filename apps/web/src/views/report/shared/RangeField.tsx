import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { presetRanges } from './ranges.ts';

/** The `range` form field of every report: two business days with shortcuts counted from `today`. */
export function RangeField({ today }: { today: string }) {
  const { t } = useTranslation();
  const presets = presetRanges(today).map(({ key, value }) => ({
    label: t(`reports.presets.${key}`),
    value,
  }));
  return (
    <Form.Item
      name="range"
      label={t('reports.range')}
      rules={[{ required: true, message: t('reports.rangeRequired') }]}
    >
      <DatePicker.RangePicker presets={presets} allowClear={false} />
    </Form.Item>
  );
}
