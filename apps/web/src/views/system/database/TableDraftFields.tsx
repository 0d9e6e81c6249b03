import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Checkbox, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { COMMON_COLUMNS } from './choices.ts';
import { ColumnFields, useNameRules } from './ColumnFields.tsx';
import type { ColumnValues } from './migrationBody.ts';

/** A new table: its name, comment, whether it is a tenant's, its columns and its indexes. */
export function TableDraftFields() {
  const { t } = useTranslation();
  const tableRules = useNameRules(t('database.newTable'));
  const columns = (Form.useWatch(['spec', 'columns']) ?? []) as ColumnValues[];
  const tenantScoped = Form.useWatch(['spec', 'tenantScoped']) as boolean | undefined;
  const choices = [
    ...COMMON_COLUMNS.filter((c) => c !== 'tenant_id' || tenantScoped !== false),
    ...columns.map((c) => c?.column?.trim()).filter((c): c is string => !!c),
  ];
  return (
    <>
      <Space wrap align="start">
        <Form.Item name={['spec', 'table']} label={t('database.newTable')} rules={tableRules}>
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          name={['spec', 'comment']}
          label={t('database.comment')}
          rules={[rules.max(t('database.comment'), 200)]}
        >
          <Input style={{ width: 300 }} />
        </Form.Item>
        <Form.Item
          name={['spec', 'tenantScoped']}
          label={t('database.tenantScoped')}
          valuePropName="checked"
          tooltip={t('database.tenantScopedHint')}
        >
          <Switch />
        </Form.Item>
      </Space>
      <Typography.Paragraph type="secondary">{t('database.commonColumnsHint')}</Typography.Paragraph>
      <Form.Item label={t('database.columns')} required>
        <Form.List name={['spec', 'columns']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <ColumnFields
                  key={field.key}
                  name={[field.name]}
                  fullName={['spec', 'columns', field.name]}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ dataType: 'string', nullable: true })}>
                {t('database.addColumnRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item label={t('database.indexes')}>
        <Form.List name={['spec', 'indexes']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'columns']}
                    rules={[rules.requiredSelect(t('database.indexColumns'))]}
                  >
                    <Select
                      mode="multiple"
                      aria-label={t('database.indexColumns')}
                      style={{ minWidth: 320 }}
                      options={choices.map((c) => ({ value: c, label: c }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unique']} valuePropName="checked">
                    <Checkbox>{t('database.unique')}</Checkbox>
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('ui.delete')}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ columns: [], unique: false })}>
                {t('database.addIndexRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
