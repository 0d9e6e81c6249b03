import type { FormAddBody, FormOutput } from '@retail/contracts/api/system/form';
import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formApi } from '../../../api/system/form.ts';
import { RemarkField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';

/** A form's code: a letter, then letters, digits, _ and - (the server's rule, `formCode`). */
const CODE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

interface FormMetaDialogProps {
  /** the form whose name, category and remark change; null adds a new form (with its code) */
  form: FormOutput | null;
  open: boolean;
  onClose(): void;
  /** after a save: the form's id, and the name of a new one (it opens in the designer) */
  onSaved(id: number, added: { name: string } | null): void;
}

type Values = Pick<FormAddBody, 'code' | 'name' | 'category' | 'remark'>;

/** Adds a form (an empty draft) or changes the name, category and remark of one; its code never changes. */
export function FormMetaDialog({ form, open, onClose, onSaved }: FormMetaDialogProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<Values>>(
    () => (form ? { code: form.code, name: form.name, category: form.category, remark: form.remark } : {}),
    [form],
  );
  return (
    <FormModal<Values>
      open={open}
      width={520}
      title={form ? t('formDesign.list.editTitle') : t('formDesign.list.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (values) => {
        if (form) {
          const { name, category, remark } = values;
          await formApi.update({ id: form.id, version: form.version, name, category, remark });
          onSaved(form.id, null);
        } else {
          onSaved(await formApi.add(values), { name: values.name });
        }
      }}
    >
      {form ? (
        <Form.Item label={t('formDesign.list.code')} extra={t('formDesign.list.codeFixed')}>
          <Typography.Text code>{form.code}</Typography.Text>
        </Form.Item>
      ) : (
        <TextField
          name="code"
          label={t('formDesign.list.code')}
          max={64}
          required
          check={(v) => CODE.test(v)}
          extra={t('formDesign.list.codeHelp')}
        />
      )}
      <TextField name="name" label={t('formDesign.list.name')} max={64} required />
      <TextField name="category" label={t('formDesign.list.category')} max={32} />
      <RemarkField max={256} />
    </FormModal>
  );
}
