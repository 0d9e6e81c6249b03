import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DictType, type DictTypeInput, dictApi } from '../../../api/sysadmin/dict.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { StatusRadio } from '../shared/StatusRadio.tsx';

interface TypeFormProps {
  open: boolean;
  row?: Partial<DictType> | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a dictionary type. */
export function TypeForm({ open, row, onClose, onSaved }: TypeFormProps) {
  const { t } = useTranslation();
  const name = t('sysConsole.dict.typeName');
  const code = t('sysConsole.dict.typeCode');
  const save = (values: DictTypeInput) =>
    row?.id ? dictApi.updateType({ ...values, id: row.id }) : dictApi.addType(values);
  return (
    <FormModal<DictTypeInput>
      open={open}
      title={row?.id ? t('sysConsole.dict.editType') : t('sysConsole.dict.addType')}
      initialValues={row ?? { orderNo: 100, status: 1 }}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={560}
    >
      <Form.Item name="name" label={name} rules={[rules.required(name), rules.max(name, 64)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="code"
        label={code}
        rules={[
          rules.required(code),
          rules.max(code, 64),
          rules.valid(code, (v) => /^[A-Za-z][\w.:-]*$/.test(v)),
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="orderNo" label={t('sysConsole.common.orderNo')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <StatusRadio />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormModal>
  );
}
