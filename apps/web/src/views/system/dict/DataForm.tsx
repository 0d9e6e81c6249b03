import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DictData, type DictDataInput, dictApi } from '../../../api/sysadmin/dict.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { StatusRadio } from '../shared/StatusRadio.tsx';

interface DataFormProps {
  open: boolean;
  dictTypeId: number;
  row?: Partial<DictData> | undefined;
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
  const value = t('sysConsole.dict.value');
  const code = t('sysConsole.dict.code');
  const label = t('sysConsole.dict.label');
  const extData = t('sysConsole.dict.extData');
  const save = (values: DictDataInput) => {
    const input = { ...values, dictTypeId };
    return row?.id ? dictApi.updateData({ ...input, id: row.id }) : dictApi.addData(input);
  };
  return (
    <FormModal<DictDataInput>
      open={open}
      title={row?.id ? t('sysConsole.dict.editData') : t('sysConsole.dict.addData')}
      initialValues={row ?? { orderNo: 100, status: 1 }}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={560}
    >
      <Form.Item name="value" label={value} rules={[rules.required(value), rules.max(value, 128)]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={code} rules={[rules.required(code), rules.max(code, 64)]}>
        <Input />
      </Form.Item>
      <Form.Item name="label" label={label} rules={[rules.max(label, 64)]}>
        <Input />
      </Form.Item>
      <Form.Item name="tagType" label={t('sysConsole.dict.tagType')}>
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
      <Form.Item name="orderNo" label={t('sysConsole.common.orderNo')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <StatusRadio />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
