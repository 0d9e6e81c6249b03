import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { DATA_TYPES, SNAKE_NAME } from './choices.ts';

type Path = Array<string | number>;

/** A snake_case name field's rules: required and lower-case letters, digits and _. */
export function useNameRules(label: string) {
  const { t } = useTranslation();
  return [
    rules.required(label),
    rules.max(label, 63),
    {
      validator: (_rule: unknown, value: unknown) =>
        typeof value !== 'string' || value === '' || SNAKE_NAME.test(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(t('database.snakeName', { field: label }))),
    },
  ];
}

interface ColumnFieldsProps {
  /** the fields' names relative to their Form.List (or the form) */
  name: Path;
  /** the same from the form's root, to read the data type */
  fullName: Path;
  onRemove?(): void;
}

/** One column of a draft on one line: name, data type, a string's length, nullable, default. */
export function ColumnFields({ name, fullName, onRemove }: ColumnFieldsProps) {
  const { t } = useTranslation();
  const dataType = Form.useWatch([...fullName, 'dataType']) as string | undefined;
  const nameRules = useNameRules(t('database.column'));
  return (
    <Space align="start" wrap>
      <Form.Item name={[...name, 'column']} rules={nameRules}>
        <Input placeholder={t('database.column')} aria-label={t('database.column')} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name={[...name, 'dataType']} rules={[rules.requiredSelect(t('database.dataType'))]}>
        <Select
          aria-label={t('database.dataType')}
          style={{ width: 150 }}
          options={DATA_TYPES.map((type) => ({
            value: type,
            label: t(`database.dataTypes.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name={[...name, 'length']}>
        <InputNumber
          placeholder={t('database.length')}
          aria-label={t('database.length')}
          min={1}
          max={16383}
          precision={0}
          disabled={dataType !== 'string'}
          style={{ width: 100 }}
        />
      </Form.Item>
      <Form.Item name={[...name, 'nullable']} valuePropName="checked">
        <Checkbox>{t('database.nullable')}</Checkbox>
      </Form.Item>
      <Form.Item name={[...name, 'defaultValue']}>
        <Input
          placeholder={t('database.defaultValue')}
          aria-label={t('database.defaultValue')}
          style={{ width: 130 }}
        />
      </Form.Item>
      {onRemove ? (
        <Button type="text" icon={<MinusCircleOutlined />} onClick={onRemove} aria-label={t('ui.delete')} />
      ) : null}
    </Space>
  );
}
