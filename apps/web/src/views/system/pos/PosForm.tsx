import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PosInput, type PosRow, posApi } from '../../../api/system/pos.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { StatusRadio } from '../admin-kit/StatusRadio.tsx';

interface PosFormProps {
  pos: PosRow | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export function PosForm({ pos, open, onClose, onSaved }: PosFormProps) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<PosInput>>(
    () =>
      pos
        ? { name: pos.name, code: pos.code, orderNo: pos.orderNo, status: pos.status, remark: pos.remark }
        : { orderNo: 100, status: 1 },
    [pos],
  );
  const name = t('sysAdmin.pos.name');
  const code = t('sysAdmin.pos.code');
  return (
    <FormModal<PosInput>
      open={open}
      width={520}
      title={pos ? t('sysAdmin.pos.editTitle') : t('sysAdmin.pos.addTitle')}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (pos ? posApi.update({ ...values, id: pos.id }) : posApi.add(values))}
    >
      <Form.Item name="name" label={name} rules={[rules.required(name), rules.max(name, 64)]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={code} rules={[rules.required(code), rules.max(code, 64)]}>
        <Input />
      </Form.Item>
      <Form.Item name="orderNo" label={t('sysAdmin.common.orderNo')}>
        <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <StatusRadio />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 128)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
