import type { PosAddBody, PosOutput } from '@retail/contracts/api/system/pos';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';
import { posApi } from '../../../api/system/pos.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface PosFormProps {
  pos: PosOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export function PosForm({ pos, open, onClose, onSaved }: PosFormProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<PosAddBody>>(
    () =>
      pos
        ? {
            name: pos.name,
            code: pos.code,
            orderNo: pos.orderNo,
            status: pos.status as StatusValue,
            remark: pos.remark,
          }
        : { orderNo: 100, status: 1 },
    [pos],
  );
  return (
    <FormModal<PosAddBody>
      open={open}
      width={520}
      title={pos ? t('system.pos.editTitle') : t('system.pos.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (pos ? posApi.update({ ...values, id: pos.id }) : posApi.add(values))}
    >
      <TextField name="name" label={t('system.pos.name')} max={64} required />
      <TextField name="code" label={t('system.pos.code')} max={64} required />
      <SortField />
      <StatusField />
      <RemarkField max={128} />
    </FormModal>
  );
}
