import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, type FormListFieldData, Input, InputNumber, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { ControlCell, DictCell, ReferenceCell, RuleCell } from './columnCells.tsx';
import { nameColumn } from './config.ts';
import { dataTypeOptions, queryKindOptions, ruleOptions } from './options.ts';

const LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
const FLAGS = ['list', 'search', 'sort', 'edit', 'required'] as const;
const at = (row: number, ...names: string[]) => ['config', 'columns', row, ...names];

/** One field of a row, as a grid cell: the field's errors show under it. */
const cell = (name: Array<string | number>, control: ReactNode, extra: object = {}) => (
  <Form.Item name={name} style={{ margin: 0 }} {...extra}>
    {control}
  </Form.Item>
);

/** The cell that depends on the control: a dictionary for a dictionary select, the reference of an fk or tree. */
function DetailCell({ field }: { field: FormListFieldData }) {
  return (
    <Form.Item noStyle dependencies={[at(field.name, 'control'), at(field.name, 'column')]}>
      {(form) => {
        const control = form.getFieldValue(at(field.name, 'control')) as string;
        const column = form.getFieldValue(at(field.name, 'column')) as string;
        if (control === 'dict') return cell([field.name, 'dictCode'], <DictCell />);
        if (control === 'fk' || control === 'tree')
          return cell([field.name, control], <ReferenceCell kind={control} column={column} />);
        return null;
      }}
    </Form.Item>
  );
}

/**
 * The config dialog's editable grid, one row per column: name, data type, labels in three languages, control and
 * what it needs (dictionary, foreign key, tree), list/search/sort/edit/required, query kind and rule.
 */
export function ColumnGrid() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const text = (key: string) => t(`codeGen.grid.${key}` as 'codeGen.grid.column');
  const columns = (remove: (index: number) => void): ColumnsType<FormListFieldData> => [
    {
      title: text('column'),
      fixed: 'left',
      render: (_, f) =>
        cell([f.name, 'column'], <Input style={{ width: 140 }} />, {
          rules: [rules.required(text('column'))],
        }),
    },
    {
      title: text('dataType'),
      render: (_, f) =>
        cell([f.name, 'dataType'], <Select style={{ width: 120 }} options={dataTypeOptions()} />),
    },
    {
      title: text('length'),
      render: (_, f) => cell([f.name, 'length'], <InputNumber style={{ width: 80 }} min={1} max={2000} />),
    },
    {
      title: text('nullable'),
      render: (_, f) => cell([f.name, 'nullable'], <Checkbox />, { valuePropName: 'checked' }),
    },
    ...LANGUAGES.map((lang) => ({
      title: `${text('label')} ${lang}`,
      render: (_: unknown, f: FormListFieldData) =>
        cell([f.name, 'label', lang], <Input style={{ width: 110 }} />, {
          rules: [rules.required(`${text('label')} ${lang}`)],
        }),
    })),
    { title: text('control'), render: (_, f) => cell([f.name, 'control'], <ControlCell row={f.name} />) },
    { title: `${text('dictCode')} / ${text('reference')}`, render: (_, f) => <DetailCell field={f} /> },
    ...FLAGS.map((flag) => ({
      title: text(flag),
      render: (_: unknown, f: FormListFieldData) =>
        cell([f.name, flag], <Checkbox aria-label={text(flag)} />, { valuePropName: 'checked' }),
    })),
    {
      title: text('queryKind'),
      render: (_, f) =>
        cell([f.name, 'queryKind'], <Select style={{ width: 100 }} options={queryKindOptions()} />),
    },
    { title: text('rule'), render: (_, f) => cell([f.name, 'rules'], <RuleCell options={ruleOptions()} />) },
    {
      title: '',
      fixed: 'right',
      render: (_, f) => (
        <Button type="link" danger size="small" onClick={() => remove(f.name)}>
          {text('removeColumn')}
        </Button>
      ),
    },
  ];
  return (
    <Form.List name={['config', 'columns']}>
      {(fields, { add, remove }) => (
        <>
          <Table<FormListFieldData>
            dataSource={fields}
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content', y: 520 }}
            columns={columns(remove)}
            onRow={(f) =>
              ({ 'data-testid': `column-${String(form.getFieldValue(at(f.name, 'column')))}` }) as object
            }
          />
          <Button
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => add({ ...nameColumn(), column: '' })}
          >
            {text('addColumn')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
