import type { CodeGenOutput } from '@retail/contracts/api/system/code-gen';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codeGenApi } from '../../../api/system/code-gen.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { ColumnGrid } from './ColumnGrid.tsx';
import { cleanColumn, type ColumnBody } from './config.ts';

interface ColumnValues {
  config: { columns: ColumnBody[] };
}

interface ColumnsDialogProps {
  open: boolean;
  row: CodeGenOutput | null;
  onClose(): void;
  onSaved(): void;
}

/** The config dialog: the columns of a config in an editable grid, saved with the rest of the config. */
export function ColumnsDialog({ open, row, onClose, onSaved }: ColumnsDialogProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<ColumnValues | undefined>(
    () => (row ? { config: { columns: row.config.columns } } : undefined),
    [row],
  );
  const save = async (values: ColumnValues) => {
    if (!row) return;
    await codeGenApi.update({
      id: row.id,
      remark: row.remark,
      config: { ...row.config, columns: values.config.columns.map(cleanColumn) },
    });
  };
  return (
    <FormModal<ColumnValues>
      open={open}
      title={t('codeGen.columnsTitle', { name: row?.tableName ?? '' })}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={1500}
      fieldErrors
    >
      <ColumnGrid />
    </FormModal>
  );
}
