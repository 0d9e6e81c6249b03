import { Empty, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { type EnumValue, isJsonText, type ParamField } from './paramsSchema.ts';

/** The form name of the parameters group: every parameter field sits under it. */
export const PARAMS = 'params';

function fieldRules(field: ParamField, invalidJson: string, secret: boolean): Rule[] {
  const { label } = field;
  const out: Rule[] = [];
  if (field.required) out.push(field.kind === 'enum' ? rules.requiredSelect(label) : rules.required(label));
  // a saved secret is shown masked: only the server, which knows the stored one, checks its length and form
  if (secret) return out;
  if (field.kind === 'string') {
    if (field.maxLength !== undefined) out.push(rules.max(label, field.maxLength));
    const { minLength } = field;
    if (minLength) out.push(rules.valid(label, (v) => v.length >= minLength));
    if (field.pattern) {
      const pattern = new RegExp(field.pattern);
      out.push(rules.valid(label, (v) => pattern.test(v)));
    }
  }
  if (field.kind === 'json') {
    out.push({
      validator: (_rule, value: string | undefined) =>
        isJsonText(value) ? Promise.resolve() : Promise.reject(new Error(invalidJson)),
    });
  }
  return out;
}

function control(field: ParamField, secret: boolean, optionLabel: (value: EnumValue) => string) {
  if (secret) {
    return (
      <Input.Password
        maxLength={field.kind === 'string' ? field.maxLength : undefined}
        autoComplete="new-password"
      />
    );
  }
  switch (field.kind) {
    case 'boolean':
      return <Switch />;
    case 'integer':
    case 'number':
      return (
        <InputNumber
          min={field.minimum}
          max={field.maximum}
          precision={field.kind === 'integer' ? 0 : undefined}
          style={{ width: 220 }}
        />
      );
    case 'enum':
      return (
        <Select
          allowClear={!field.required}
          options={field.values.map((value) => ({ value, label: optionLabel(value) }))}
          style={{ width: 220 }}
        />
      );
    case 'json':
      return <Input.TextArea rows={4} className="job-json" spellCheck={false} />;
    default:
      return <Input maxLength={field.maxLength} />;
  }
}

/**
 * One form field per parameter of the job type (see paramsSchema.ts), or per config key of a plugin, whose
 * `secretKeys` are password inputs.
 */
export function ParamsFields({
  fields,
  secretKeys = [],
  emptyText,
  optionLabel = String,
}: {
  fields: readonly ParamField[];
  secretKeys?: readonly string[];
  /** the text of a choice (the value itself by default) */
  optionLabel?: (value: EnumValue) => string;
  /** shown when there are no fields (the job dialog's text by default) */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (fields.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('system.job.paramsNone')} />
    );
  }
  return fields.map((field) => (
    <Form.Item
      key={field.name}
      name={[PARAMS, field.name]}
      label={field.label === field.name ? field.name : `${field.label} (${field.name})`}
      extra={
        field.kind === 'json'
          ? [field.help, t('system.job.jsonHint')].filter(Boolean).join(' · ')
          : field.help
      }
      valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
      rules={fieldRules(
        field,
        t('system.job.jsonInvalid', { field: field.label }),
        secretKeys.includes(field.name),
      )}
    >
      {control(field, secretKeys.includes(field.name), optionLabel)}
    </Form.Item>
  ));
}
