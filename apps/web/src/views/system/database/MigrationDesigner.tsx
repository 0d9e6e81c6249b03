import type { GeneratedTextOutput, MigrationOperation } from '@retail/contracts/api/system/database';
import { Alert, Form, Radio } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { databaseApi } from '../../../api/system/database.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { AlterFields } from './AlterFields.tsx';
import { OPERATIONS } from './choices.ts';
import { type DesignerValues, migrationBody } from './migrationBody.ts';
import { TableDraftFields } from './TableDraftFields.tsx';

/** Opened on a table (a change to it) or on none (a new table). */
export interface DesignerStart {
  table: string | null;
}

interface MigrationDesignerProps {
  start: DesignerStart | null;
  onClose(): void;
  onGenerated(text: GeneratedTextOutput): void;
}

const newTable: DesignerValues['spec'] = {
  tenantScoped: true,
  columns: [{ dataType: 'string', length: 64, nullable: false }],
  indexes: [],
};

/** The operation's fields; changing the operation starts its spec afresh (the table kept). */
function OperationFields() {
  const operation = Form.useWatch('operation') as MigrationOperation | undefined;
  if (!operation) return null;
  return operation === 'addTable' ? <TableDraftFields /> : <AlterFields operation={operation} />;
}

/**
 * The migration designer: a new table with its columns and indexes, or a column added, renamed or dropped, or an
 * index added. It asks the server for the draft, which checks it against the live table and MySQL's limits.
 */
export function MigrationDesigner({ start, onClose, onGenerated }: MigrationDesignerProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<DesignerValues>>(
    () =>
      start?.table
        ? {
            operation: 'addColumn',
            spec: { table: start.table, column: { dataType: 'string', nullable: true } },
          }
        : { operation: 'addTable', spec: newTable },
    [start],
  );
  // the operation shown, to know whether a table chosen so far is an existing one (kept) or a new name
  const shown = useRef<MigrationOperation | undefined>(undefined);
  useEffect(() => {
    shown.current = initialValues.operation;
  }, [initialValues]);
  const specFor = (operation: MigrationOperation, table: string | undefined): DesignerValues['spec'] => {
    const before = shown.current;
    shown.current = operation;
    if (operation === 'addTable') return newTable;
    const kept = before === 'addTable' ? (start?.table ?? undefined) : table;
    return {
      table: kept,
      ...(operation === 'addColumn' ? { column: { dataType: 'string', nullable: true } } : {}),
    };
  };
  return (
    <FormModal<DesignerValues>
      open={start !== null}
      title={t('database.migration')}
      width={980}
      initialValues={initialValues}
      doneText={t('database.generated')}
      onClose={onClose}
      onSubmit={async (values) => onGenerated(await databaseApi.migration(migrationBody(values)))}
    >
      {(form) => (
        <>
          <Alert type="info" showIcon title={t('database.draftHint')} style={{ marginBottom: 16 }} />
          <Form.Item name="operation" label={t('database.operation')}>
            <Radio.Group
              optionType="button"
              options={OPERATIONS.map((op) => ({
                value: op,
                label: t(`database.operations.${op}`),
              }))}
              onChange={(event) => {
                const table = form.getFieldValue(['spec', 'table']) as string | undefined;
                form.setFieldValue('spec', specFor(event.target.value as MigrationOperation, table));
              }}
            />
          </Form.Item>
          <OperationFields />
        </>
      )}
    </FormModal>
  );
}
