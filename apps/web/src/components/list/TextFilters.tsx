import { Form, Input } from 'antd';

/** Free-text fields of a list's search bar: [field name, label] pairs. */
export function TextFilters({ fields }: { fields: ReadonlyArray<readonly [name: string, label: string]> }) {
  return fields.map(([name, label]) => (
    <Form.Item key={name} name={name} label={label}>
      <Input allowClear />
    </Form.Item>
  ));
}
