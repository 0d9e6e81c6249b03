import { isCode } from '@retail/contracts';
import { useTranslation } from 'react-i18next';
import { type DictType, type DictTypeInput, dictApi } from '../../../api/system/dict.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface TypeFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: DictType | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a dictionary type. */
export function TypeForm({ open, row, onClose, onSaved }: TypeFormProps) {
  const { t } = useTranslation();
  const save = (values: DictTypeInput) =>
    row?.id ? dictApi.updateType({ ...values, id: row.id }) : dictApi.addType(values);
  return (
    <FormModal<DictTypeInput>
      open={open}
      title={row?.id ? t('system.dict.editType') : t('system.dict.addType')}
      initialValues={row ?? { orderNo: 100, status: 1 }}
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
