import type { CodeGenColumn } from '@retail/contracts/api/system/code-gen';
import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { useLiveTables, useTableColumns } from './data.ts';

export type ForeignKey = NonNullable<CodeGenColumn['fk']>;
export type TreeReference = NonNullable<CodeGenColumn['tree']>;

interface Values {
  table?: string;
  displayColumn?: string;
  parentColumn?: string;
}

interface ReferenceDialogProps {
  /** `fk`: a row of another table; `tree`: a node of a tree table (this one for a parent) */
  kind: 'fk' | 'tree';
  open: boolean;
  /** the configured column */
  column: string;
  value: ForeignKey | TreeReference | undefined;
  onPick(value: ForeignKey | TreeReference): void;
  onClose(): void;
}

/** The fk dialog (table, display column) and the tree dialog (table, parent column, display column). */
export function ReferenceDialog({ kind, open, column, value, onPick, onClose }: ReferenceDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const table = Form.useWatch('table', form);
  const tables = useLiveTables();
  const columns = useTableColumns(table);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...value });
  }, [open, value, form]);
  const columnOptions = (columns.data ?? []).map((c) => ({
    value: c.column,
    label: `${c.column} (${c.dbType})`,
  }));
  const label = (key: 'table' | 'displayColumn' | 'parentColumn') => t(`codeGen.reference.${key}`);
  const ok = async () => {
    const values = await form.validateFields();
    const chosen = (tables.data ?? []).find((row) => row.tableName === values.table);
    const { table: name, displayColumn } = values as Required<Values>;
    onPick(
      kind === 'fk'
        ? { table: name, displayColumn, tenantScoped: chosen?.tenantScoped ?? true }
        : { table: name, displayColumn, parentColumn: values.parentColumn as string },
    );
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t(kind === 'fk' ? 'codeGen.reference.fkTitle' : 'codeGen.reference.treeTitle', { column })}
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name={`codegen-${kind}`}>
        <Form.Item name="table" label={label('table')} rules={[rules.requiredSelect(label('table'))]}>
          <Select
            showSearch
            loading={tables.isFetching}
            options={(tables.data ?? []).map((row) => ({ value: row.tableName, label: row.tableName }))}
            onChange={() => form.setFieldsValue({ displayColumn: undefined, parentColumn: undefined })}
          />
        </Form.Item>
        {kind === 'tree' ? (
          <Form.Item
            name="parentColumn"
            label={label('parentColumn')}
            rules={[rules.requiredSelect(label('parentColumn'))]}
          >
            <Select showSearch loading={columns.isFetching} options={columnOptions} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="displayColumn"
          label={label('displayColumn')}
          rules={[rules.requiredSelect(label('displayColumn'))]}
        >
          <Select showSearch loading={columns.isFetching} options={columnOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
