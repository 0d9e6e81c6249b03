import { isCode } from '@retail/contracts';
import type { DictTypeAddBody, DictTypeOutput } from '@retail/contracts/api/system/dict';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../../../api/system/dict.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import type { StatusValue } from '../../../api/system/common.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface TypeFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: DictTypeOutput | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a dictionary type. */
export function TypeForm({ open, row, onClose, onSaved }: TypeFormProps) {
  const { t } = useTranslation();
  // the server types its codes as plain numbers; a row holds only the ones the form offers
  const initialValues = useMemo<Partial<DictTypeAddBody>>(
    () => (row ? { ...row, status: row.status as StatusValue } : { orderNo: 100, status: 1 }),
    [row],
  );
  const save = (values: DictTypeAddBody) =>
    row?.id ? dictApi.updateType({ ...values, id: row.id }) : dictApi.addType(values);
  return (
    <FormModal<DictTypeAddBody>
      open={open}
      title={row?.id ? t('system.dict.editType') : t('system.dict.addType')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={560}
    >
      <TextField name="name" label={t('system.dict.typeName')} max={64} required />
      <TextField name="code" label={t('system.dict.typeCode')} max={64} required check={isCode} />
      <SortField />
      <StatusField />
      <RemarkField rows={3} />
    </FormModal>
  );
}
