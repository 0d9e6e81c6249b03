import type { CodeGenControl, CodeGenDataType, CodeGenRule } from '@retail/contracts/api/system/code-gen';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypeFor } from './config.ts';
import { useDictTypes } from './data.ts';
import { controlOptions } from './options.ts';
import { type ForeignKey, ReferenceDialog, type TreeReference } from './ReferenceDialog.tsx';

/** Cells of the columns grid: each is a form control (value, onChange) of one field of one column. */

interface Control<T> {
  id?: string;
  value?: T;
  onChange?(value: T): void;
}

/** The control of a column; choosing one the data type cannot take changes the data type to one it can. */
export function ControlCell({ id, value, onChange, row }: Control<CodeGenControl> & { row: number }) {
  const form = Form.useFormInstance();
  const path = ['config', 'columns', row, 'dataType'];
  return (
    <Select
      id={id}
      value={value}
      style={{ width: 130 }}
      options={controlOptions()}
      onChange={(control: CodeGenControl) => {
        onChange?.(control);
        form.setFieldValue(path, dataTypeFor(control, form.getFieldValue(path) as CodeGenDataType));
      }}
    />
  );
}

/** At most one §5 rule: the select shows the rules array's only item. */
export function RuleCell({ id, value, onChange, options }: Control<CodeGenRule[]> & { options: object[] }) {
  return (
    <Select
      id={id}
      value={value?.[0]}
      allowClear
      style={{ width: 110 }}
      options={options}
      onChange={(rule: CodeGenRule | undefined) => onChange?.(rule ? [rule] : [])}
    />
  );
}

/** A dictionary type, by code. */
export function DictCell({ id, value, onChange }: Control<string>) {
  const types = useDictTypes();
  return (
    <Select
      id={id}
      value={value}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 200 }}
      loading={types.isFetching}
      options={(types.data ?? []).map((type) => ({ value: type.code, label: `${type.name} (${type.code})` }))}
      onChange={(code: string) => onChange?.(code)}
    />
  );
}

/** A foreign key or tree: what it points at, and the button that opens its dialog. */
export function ReferenceCell({
  id,
  value,
  onChange,
  kind,
  column,
}: Control<ForeignKey | TreeReference> & { kind: 'fk' | 'tree'; column: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const summary = !value
    ? t('codeGen.reference.notSet')
    : 'parentColumn' in value
      ? `${value.table} (${value.parentColumn}) · ${value.displayColumn}`
      : `${value.table} · ${value.displayColumn}`;
  return (
    <Space size={4} id={id}>
      <Typography.Text type={value ? undefined : 'secondary'} data-testid={`reference-${column}`}>
        {summary}
      </Typography.Text>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('codeGen.reference.set')}
      </Button>
      <ReferenceDialog
        kind={kind}
        open={open}
        column={column}
        value={value}
        onPick={(picked) => onChange?.(picked)}
        onClose={() => setOpen(false)}
      />
    </Space>
  );
}
