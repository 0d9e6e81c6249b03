import type { FormFileValue } from '@retail/contracts/api/system/form';
import type { FormField } from '@retail/contracts/api/system/form-model';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RichTextEditor } from '../../../../components/form/rich-text/RichTextEditor.tsx';
import { holdsList, textIn } from './contracts.ts';
import { OrgInput, UploadInput, UserInput } from './PickerInputs.tsx';
import { useChoiceOptions } from './useFormDicts.ts';
import { useFormLanguage } from './useFieldText.ts';

const DATE = 'YYYY-MM-DD';

export interface FieldInputProps {
  field: FormField;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  disabled?: boolean;
  /** the input's id, which the label points at */
  id?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const strings = (v: unknown) => (Array.isArray(v) ? (v as string[]) : undefined);
const day = (v: unknown): Dayjs | null => (typeof v === 'string' && v ? dayjs(v, DATE) : null);

/** The input of one field, on the value as a submission holds it (texts, numbers, option values, ids, files). */
export function FieldInput({ field, value, onChange, onBlur, disabled, id }: FieldInputProps) {
  const lang = useFormLanguage();
  const placeholder = textIn(field.placeholder, lang) || undefined;
  const common = { id, disabled, onBlur };
  switch (field.type) {
    case 'text':
      return (
        <Input
          {...common}
          value={text(value)}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={text(value)}
          placeholder={placeholder}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
    case 'money':
      return (
        <InputNumber<number>
          {...common}
          style={{ width: '100%' }}
          value={num(value)}
          placeholder={placeholder}
          prefix={field.type === 'money' ? '¥' : undefined}
          step={field.type === 'money' ? 0.01 : 1}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'select':
    case 'radio':
    case 'checkbox':
      return (
        <ChoiceInput {...common} field={field} value={value} onChange={onChange} placeholder={placeholder} />
      );
    case 'date':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          format={DATE}
          value={day(value)}
          placeholder={placeholder}
          onChange={(d: Dayjs | null) => onChange(d ? d.format(DATE) : null)}
        />
      );
    case 'dateRange': {
      const pair = Array.isArray(value) ? value : [];
      return (
        <DatePicker.RangePicker
          {...common}
          style={{ width: '100%' }}
          format={DATE}
          value={pair.length === 2 ? [day(pair[0]), day(pair[1])] : null}
          onChange={(range) =>
            onChange(range?.[0] && range[1] ? [range[0].format(DATE), range[1].format(DATE)] : null)
          }
        />
      );
    }
    case 'switch':
      return <Switch id={id} disabled={disabled} checked={value === true} onChange={(on) => onChange(on)} />;
    case 'upload':
      return (
        <UploadInput
          id={id}
          disabled={disabled}
          value={Array.isArray(value) ? (value as FormFileValue[]) : undefined}
          onChange={onChange}
        />
      );
    case 'user':
    case 'org': {
      const Picker = field.type === 'user' ? UserInput : OrgInput;
      return (
        <Picker
          id={id}
          disabled={disabled}
          multiple={holdsList(field)}
          placeholder={placeholder}
          value={(value ?? undefined) as number | number[] | undefined}
          onChange={onChange}
        />
      );
    }
    case 'richText':
      return disabled ? (
        <Input.TextArea disabled rows={3} />
      ) : (
        <RichTextEditor id={id} value={text(value)} onChange={onChange} />
      );
  }
}

function ChoiceInput({
  field,
  value,
  onChange,
  placeholder,
  ...common
}: FieldInputProps & { placeholder?: string }) {
  const { options, loading } = useChoiceOptions(field);
  if (field.type === 'radio')
    return (
      <Radio.Group
        id={common.id}
        disabled={common.disabled}
        value={text(value)}
        options={options}
        onChange={(e) => onChange(e.target.value as string)}
      />
    );
  if (field.type === 'checkbox')
    return (
      <Checkbox.Group
        disabled={common.disabled}
        value={strings(value) ?? []}
        options={options}
        onChange={(v) => onChange(v.length > 0 ? v : null)}
      />
    );
  return (
    <Select<string | string[]>
      {...common}
      mode={holdsList(field) ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={placeholder}
      value={(value ?? undefined) as string | string[] | undefined}
      options={options}
      onChange={(v) => onChange(v === undefined || (Array.isArray(v) && v.length === 0) ? null : v)}
    />
  );
}
