import { Form, InputNumber } from 'antd';
import { rules } from '../../../../components/form/rules.ts';

/** A required yuan amount (two decimals, not negative) as text, as the API takes it. */
export function MoneyField({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <Form.Item name={name} label={label} rules={[rules.required(label)]}>
      <InputNumber<string> stringMode min="0" precision={2} style={{ width: 200 }} data-testid={testId} />
    </Form.Item>
  );
}
