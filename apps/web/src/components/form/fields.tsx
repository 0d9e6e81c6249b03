import { Col, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from './rules.ts';
import { StatusRadio } from './StatusRadio.tsx';

/**
 * Fields most add/edit dialogs share, each with its rules. `span`: the field stands in a grid column of that
 * width (the dialog lays its fields out in a Row); without it, one below the other.
 */
interface Placed {
  span?: number;
}

function placed(span: number | undefined, item: ReactNode) {
  return span ? <Col span={span}>{item}</Col> : item;
}

interface TextFieldProps extends Placed {
  name: string;
  label: string;
  /** At most this many characters. */
  max: number;
  required?: boolean;
  /** Also stop typing at `max` (the retail screens do), not only report it. */
  hardMax?: boolean;
  /** Further checks, after required and max. */
  check?: (value: string) => boolean;
  extra?: ReactNode;
  /** Another control than a one-line input. */
  children?: ReactNode;
}

/** A text field: required or not, at most `max` characters, optionally checked further. */
export function TextField({
  name,
  label,
  max,
  required,
  hardMax,
  check,
  extra,
  children,
  span,
}: TextFieldProps) {
  const fieldRules: Rule[] = [
    ...(required ? [rules.required(label)] : []),
    rules.max(label, max),
    ...(check ? [rules.valid(label, check)] : []),
  ];
  return placed(
    span,
    <Form.Item name={name} label={label} rules={fieldRules} extra={extra}>
      {children ?? <Input maxLength={hardMax ? max : undefined} />}
    </Form.Item>,
  );
}

/** The sort order, a whole number from 0 to 1,000,000. */
export function SortField({ span }: Placed) {
  const { t } = useTranslation();
  return placed(
    span,
    <Form.Item name="orderNo" label={t('ui.orderNo')}>
      <InputNumber min={0} max={1_000_000} precision={0} style={span ? { width: '100%' } : undefined} />
    </Form.Item>,
  );
}

/** Enabled or disabled. */
export function StatusField({ span }: Placed) {
  const { t } = useTranslation();
  return placed(
    span,
    <Form.Item name="status" label={t('ui.status')}>
      <StatusRadio />
    </Form.Item>,
  );
}

interface RemarkFieldProps extends Placed {
  /** At most this many characters (256 unless said). */
  max?: number;
  /** Lines of the text area (2 unless said); `1` is a one-line input. */
  rows?: number;
  hardMax?: boolean;
}

/** The remark. */
export function RemarkField({ max = 256, rows = 2, hardMax, span }: RemarkFieldProps) {
  const { t } = useTranslation();
  const maxLength = hardMax ? max : undefined;
  return (
    <TextField name="remark" label={t('ui.remark')} max={max} span={span}>
      {rows === 1 ? <Input maxLength={maxLength} /> : <Input.TextArea rows={rows} maxLength={maxLength} />}
    </TextField>
  );
}
