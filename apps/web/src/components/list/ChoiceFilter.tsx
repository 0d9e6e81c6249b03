import { Form, Select } from 'antd';

interface ChoiceFilterProps<V extends number | string> {
  name: string;
  label: string;
  values: readonly V[];
  text(value: V): string;
  width?: number;
}

/** A search bar's pick of one of a few coded values (a status, a kind). */
export function ChoiceFilter<V extends number | string>({
  name,
  label,
  values,
  text,
  width = 110,
}: ChoiceFilterProps<V>) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear style={{ width }} options={values.map((value) => ({ value, label: text(value) }))} />
    </Form.Item>
  );
}
