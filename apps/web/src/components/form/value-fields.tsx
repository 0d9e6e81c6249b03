import { yuanToFen } from '@retail/contracts';
import { DatePicker, Form, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useDict } from '../display/useDict.ts';
import { rules } from './rules.ts';

/**
 * Form fields by kind of value, for screens configured column by column (the code generator writes them). Each
 * checks what the server checks and names its label in the message.
 */
interface ValueFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

const requiredRules = (label: string, required?: boolean, select?: boolean): Rule[] =>
  required ? [select ? rules.requiredSelect(label) : rules.required(label)] : [];

/** A whole number. */
export function NumberField({ name, label, required }: ValueFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={requiredRules(label, required)}>
      <InputNumber precision={0} min={-2_147_483_648} max={2_147_483_647} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** An amount in yuan with at most two decimals, typed as text so no digit is rounded away. */
export function MoneyField({ name, label, required, extra }: ValueFieldProps & { extra?: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[...requiredRules(label, required), rules.valid(label, (v) => yuanToFen(v) !== undefined)]}
      normalize={(value: string) => value.trim()}
    >
      <Input inputMode="decimal" prefix="¥" />
    </Form.Item>
  );
}

export interface Choice {
  value: number;
  label: string;
  pid?: number | null;
}

/** One of a list of rows (a foreign key), searched by what it shows. */
export function ChoiceField({
  name,
  label,
  required,
  options,
  loading,
}: ValueFieldProps & { options: Choice[] | undefined; loading?: boolean }) {
  return (
    <Form.Item name={name} label={label} rules={requiredRules(label, required, true)}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        options={options ?? []}
      />
    </Form.Item>
  );
}

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

/** Nests choices by their parent; `exclude` and everything below it is left out (a row cannot be its own parent). */
export function choiceTree(choices: Choice[], exclude?: number): TreeNode[] {
  const known = new Set(choices.map((c) => c.value));
  const childrenOf = (pid: number | null): TreeNode[] =>
    choices
      .filter(
        (c) => c.value !== exclude && (pid === null ? c.pid == null || !known.has(c.pid) : c.pid === pid),
      )
      .map((c) => ({ value: c.value, title: c.label, children: childrenOf(c.value) }));
  return childrenOf(null);
}

/** One node of a tree (a parent, a category). */
export function TreeChoiceField({
  name,
  label,
  required,
  options,
  loading,
  exclude,
}: ValueFieldProps & { options: Choice[] | undefined; loading?: boolean; exclude?: number }) {
  const treeData = useMemo(() => choiceTree(options ?? [], exclude), [options, exclude]);
  return (
    <Form.Item name={name} label={label} rules={requiredRules(label, required, true)}>
      <TreeSelect<number>
        allowClear
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeDefaultExpandAll
        loading={loading}
        treeData={treeData}
      />
    </Form.Item>
  );
}

/** A value of a dictionary, shown in the user's language. */
export function DictField({ name, label, required, code }: ValueFieldProps & { code: string }) {
  const dict = useDict(code);
  return (
    <Form.Item name={name} label={label} rules={requiredRules(label, required, true)}>
      <Select allowClear loading={dict.loading} options={dict.options} />
    </Form.Item>
  );
}

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A day (`YYYY-MM-DD`), or with `withTime` a local date and time, kept as the text the API takes. */
export function DateField({ name, label, required, withTime }: ValueFieldProps & { withTime?: boolean }) {
  const format = withTime ? DATE_TIME : DATE;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={requiredRules(label, required, true)}
      getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value, format) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format(format) : null)}
    >
      <DatePicker showTime={withTime} format={format} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** Yes or no. */
export function SwitchField({ name, label }: ValueFieldProps) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}
