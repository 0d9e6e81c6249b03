import type { DictDataAddBody, DictDataOutput } from '@retail/contracts/api/system/dict';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../../../api/system/dict.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import type { StatusValue } from '../../../api/system/common.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

interface DataFormProps {
  open: boolean;
  dictTypeId: number;
  /** null: add; a row: edit */
  row: DictDataOutput | null;
  onClose(): void;
  onSaved(): void;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Add or edit one item of a dictionary type. */
export function DataForm({ open, dictTypeId, row, onClose, onSaved }: DataFormProps) {
  const { t } = useTranslation();
  // the server types its codes as plain numbers; a row holds only the ones the form offers
  const initialValues = useMemo<Partial<DictDataAddBody>>(
    () => (row ? { ...row, status: row.status as StatusValue } : { orderNo: 100, status: 1 }),
    [row],
  );
  const extData = t('system.dict.extData');
  const save = (values: DictDataAddBody) => {
    const input = { ...values, dictTypeId };
    return row?.id ? dictApi.updateData({ ...input, id: row.id }) : dictApi.addData(input);
  };
  return (
    <FormModal<DictDataAddBody>
      open={open}
      title={row?.id ? t('system.dict.editData') : t('system.dict.addData')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={560}
    >
      <TextField name="value" label={t('system.dict.value')} max={128} required />
      <TextField name="code" label={t('system.dict.code')} max={64} required />
      <TextField name="label" label={t('system.dict.label')} max={64} />
      <Form.Item name="tagType" label={t('system.dict.tagType')}>
        <Radio.Group
          options={['success', 'processing', 'warning', 'error', 'default'].map((v) => ({
            value: v,
            label: v,
          }))}
        />
      </Form.Item>
      <Form.Item name="extData" label={extData} rules={[rules.valid(extData, isJson)]}>
        <Input.TextArea rows={2} placeholder='{"key": "value"}' />
      </Form.Item>
      <SortField />
      <StatusField />
      <RemarkField />
    </FormModal>
  );
}
