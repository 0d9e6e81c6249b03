import { MenuType } from '@retail/contracts';
import type { CodeGenAddBody, CodeGenOutput } from '@retail/contracts/api/system/code-gen';
import { Col, Form, type FormInstance, Input, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { codeGenApi } from '../../../api/system/code-gen.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { IconPicker } from '../menu/IconPicker.tsx';
import { menuPickerData } from '../menu/menuPicker.ts';
import { areaOf, entityOf, nameColumn, newConfig, resourceOf, suggestedColumns } from './config.ts';
import { useLiveTables, useMenuTree } from './data.ts';
import { areaOptions } from './options.ts';
import { TablePicker } from './TablePicker.tsx';

const LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
const OPTIONS = ['treeTable', 'excel', 'print'] as const;
const SNAKE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

interface CodeGenFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: CodeGenOutput | null;
  onClose(): void;
  onSaved(): void;
}

interface FieldsProps {
  form: FormInstance<CodeGenAddBody>;
  open: boolean;
  /** the row's table when editing; undefined when adding */
  table: string | undefined;
}

/**
 * What picking a table fills in: its columns, and the names and menu id a new config takes from it. The table
 * the dialog opened with is not picked again (leaving the field must not replace the configured columns).
 */
function usePickTable({ form, open, table: initial }: FieldsProps) {
  const { t } = useTranslation();
  const tables = useLiveTables();
  const adding = initial === undefined;
  const picked = useRef<string | undefined>(initial);
  useEffect(() => {
    if (!open) return;
    picked.current = initial;
    if (initial === undefined) {
      codeGenApi.nextMenuIdBase().then(
        (base) => form.setFieldValue(['config', 'menu', 'idBase'], base),
        (error: unknown) => feedback.error(errorText(error)),
      );
    }
  }, [open, initial, form]);
  const path = (...names: string[]) => ['config', ...names];
  // the form's names are typed; these are built from parts
  const loose = form as FormInstance;
  return async (table: string) => {
    if (table === picked.current || !SNAKE_NAME.test(table)) return;
    picked.current = table;
    const live = (tables.data ?? []).some((row) => row.tableName === table);
    const fillEmpty = (name: string[], value: unknown) => {
      if (!loose.getFieldValue(name)) loose.setFieldValue(name, value);
    };
    fillEmpty(path('entity'), entityOf(table));
    fillEmpty(path('resource'), resourceOf(table));
    for (const lang of LANGUAGES) fillEmpty(path('label', lang), entityOf(table));
    if (adding) loose.setFieldValue(path('area'), areaOf(table));
    try {
      if (live) {
        const columns = suggestedColumns(await codeGenApi.columns(table));
        loose.setFieldsValue({ config: { newTable: false, columns } });
        feedback.success(t('codeGen.prefilled', { n: columns.length }));
      } else {
        const current = (loose.getFieldValue(path('columns')) as unknown[] | undefined) ?? [];
        loose.setFieldsValue({
          config: { newTable: true, columns: current.length ? current : [nameColumn()] },
        });
      }
      if (adding) loose.setFieldValue(path('menu', 'idBase'), await codeGenApi.nextMenuIdBase(table));
    } catch (error) {
      feedback.error(errorText(error));
    }
  };
}

function ConfigFields(props: FieldsProps) {
  const { form } = props;
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const menus = useMenuTree();
  const directories = useMemo(
    () => menuPickerData(menus.data ?? [], menuTitle, (n) => n.type === MenuType.Directory),
    [menus.data, menuTitle],
  );
  const pick = usePickTable(props);
  const newTable = Form.useWatch(['config', 'newTable'], form);
  const label = (key: string) => t(`codeGen.${key}` as 'codeGen.table');
  return (
    <Row gutter={16}>
      {['version', 'newTable', 'columns'].map((key) => (
        <Form.Item key={key} name={['config', key]} hidden />
      ))}
      <Col span={12}>
        <Form.Item
          name={['config', 'table']}
          label={label('table')}
          rules={[rules.required(label('table'))]}
          extra={newTable ? t('codeGen.newTableHint') : undefined}
        >
          <TablePicker onPicked={(table) => void pick(table)} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name={['config', 'area']} label={label('area')}>
          <Radio.Group options={areaOptions()} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={['config', 'entity']}
          label={label('entity')}
          extra={t('codeGen.entityHint')}
          rules={[rules.required(label('entity'))]}
        >
          <Input placeholder="Promotion" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={['config', 'resource']}
          label={label('resource')}
          extra={t('codeGen.resourceHint')}
          rules={[rules.required(label('resource'))]}
        >
          <Input placeholder="retailPromotion" />
        </Form.Item>
      </Col>
      {LANGUAGES.map((lang) => (
        <Col span={8} key={lang}>
          <Form.Item
            name={['config', 'label', lang]}
            label={t(`codeGen.labelIn.${lang}`)}
            rules={[
              rules.required(t(`codeGen.labelIn.${lang}`)),
              rules.max(t(`codeGen.labelIn.${lang}`), 64),
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
      ))}
      <Col span={12}>
        <Form.Item
          name={['config', 'menu', 'parentId']}
          label={label('menuParent')}
          rules={[rules.requiredSelect(label('menuParent'))]}
        >
          <TreeSelect treeData={directories} showSearch treeNodeFilterProp="title" treeDefaultExpandAll />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={['config', 'menu', 'idBase']}
          label={label('menuIdBase')}
          extra={t('codeGen.menuIdBaseHint')}
        >
          <InputNumber style={{ width: '100%' }} precision={0} step={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={['config', 'menu', 'icon']}
          label={label('icon')}
          rules={[rules.requiredSelect(label('icon'))]}
        >
          <IconPicker />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name={['config', 'menu', 'order']} label={label('order')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {OPTIONS.map((option) => (
        <Col span={8} key={option}>
          <Form.Item name={['config', 'options', option]} label={label(option)} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      ))}
      <TextField span={24} name="remark" label={t('ui.remark')} max={256}>
        <Input.TextArea rows={2} />
      </TextField>
    </Row>
  );
}

/** Add or edit a generation config: the table (its columns filled in from the database), names, menu, options. */
export function CodeGenForm({ open, row, onClose, onSaved }: CodeGenFormProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<CodeGenAddBody>>(
    () =>
      row
        ? { config: row.config, remark: row.remark ?? '' }
        : { config: newConfig(0) as CodeGenAddBody['config'] },
    [row],
  );
  const save = (values: CodeGenAddBody) =>
    row ? codeGenApi.update({ ...values, id: row.id }) : codeGenApi.add(values);
  return (
    <FormModal<CodeGenAddBody>
      open={open}
      title={row ? t('codeGen.edit') : t('codeGen.add')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={900}
      fieldErrors
    >
      {(form) => <ConfigFields form={form} open={open} table={row?.config.table} />}
    </FormModal>
  );
}
