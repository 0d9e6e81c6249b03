import type { MigrationOperation } from '@retail/contracts/api/system/database';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { databaseApi, databaseKeys } from '../../../api/system/database.ts';
import { rules } from '../../../components/form/rules.ts';
import { ColumnFields, useNameRules } from './ColumnFields.tsx';

/** A change to an existing table: the table, then what the operation needs of it. */
export function AlterFields({ operation }: { operation: Exclude<MigrationOperation, 'addTable'> }) {
  const { t } = useTranslation();
  const table = Form.useWatch(['spec', 'table']) as string | undefined;
  const tables = useQuery({
    queryKey: databaseKeys.call('tableList'),
    queryFn: ({ signal }) => databaseApi.tables(signal),
  });
  const detail = useQuery({
    queryKey: databaseKeys.call('columnList', table ?? ''),
    queryFn: ({ signal }) => databaseApi.columns(table ?? '', signal),
    enabled: !!table,
  });
  const columnOptions = (detail.data?.columns ?? []).map((c) => ({ value: c.name, label: c.name }));
  const toRules = useNameRules(t('database.to'));
  const pick = (label: string) => [rules.requiredSelect(label)];
  return (
    <>
      <Form.Item name={['spec', 'table']} label={t('database.table')} rules={pick(t('database.table'))}>
        <Select
          showSearch
          loading={tables.isLoading}
          options={(tables.data ?? []).map((tb) => ({ value: tb.name, label: tb.name }))}
          style={{ width: 320 }}
        />
      </Form.Item>
      {operation === 'addColumn' ? (
        <Form.Item label={t('database.column')} required>
          <ColumnFields name={['spec', 'column']} fullName={['spec', 'column']} />
        </Form.Item>
      ) : null}
      {operation === 'renameColumn' ? (
        <>
          <Form.Item name={['spec', 'from']} label={t('database.from')} rules={pick(t('database.from'))}>
            <Select showSearch options={columnOptions} style={{ width: 320 }} loading={detail.isLoading} />
          </Form.Item>
          <Form.Item name={['spec', 'to']} label={t('database.to')} rules={toRules}>
            <Input style={{ width: 320 }} />
          </Form.Item>
        </>
      ) : null}
      {operation === 'dropColumn' ? (
        <Form.Item name={['spec', 'column']} label={t('database.column')} rules={pick(t('database.column'))}>
          <Select showSearch options={columnOptions} style={{ width: 320 }} loading={detail.isLoading} />
        </Form.Item>
      ) : null}
      {operation === 'addIndex' ? (
        <>
          <Form.Item
            name={['spec', 'columns']}
            label={t('database.indexColumns')}
            rules={pick(t('database.indexColumns'))}
          >
            <Select
              mode="multiple"
              options={columnOptions}
              style={{ minWidth: 320 }}
              loading={detail.isLoading}
            />
          </Form.Item>
          <Form.Item name={['spec', 'unique']} valuePropName="checked">
            <Checkbox>{t('database.unique')}</Checkbox>
          </Form.Item>
        </>
      ) : null}
    </>
  );
}
