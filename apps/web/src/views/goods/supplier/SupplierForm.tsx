import { Form, Input, InputNumber, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GoodsSupplier,
  type GoodsSupplierInput,
  goodsSupplierApi,
} from '../../../api/goods-supplier.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { enabledOptions, selectOptions } from '../shared/status.ts';

interface Props {
  /** `null` closed, `'add'` a new supplier, else the supplier to edit */
  editing: GoodsSupplier | 'add' | null;
  onClose(): void;
  onSaved(): void;
}

export function SupplierForm({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const row = editing === 'add' ? null : editing;
  // a new object would reload the form on every render
  const initialValues = useMemo<Partial<GoodsSupplierInput>>(
    () =>
      row
        ? {
            name: row.name,
            code: row.code,
            contact: row.contact,
            phone: row.phone,
            address: row.address,
            orderNo: row.orderNo,
            status: row.status as 1 | 2,
            remark: row.remark,
          }
        : { orderNo: 100, status: 1 },
    [row],
  );
  const label = (key: 'name' | 'code' | 'contact' | 'phone' | 'address') => t(`catalog.supplier.${key}`);
  return (
    <FormModal<GoodsSupplierInput>
      open={editing !== null}
      title={row ? t('catalog.supplier.edit') : t('catalog.supplier.add')}
      initialValues={initialValues}
      onSubmit={(values) =>
        row ? goodsSupplierApi.update({ ...values, id: row.id }) : goodsSupplierApi.add(values)
      }
      onClose={onClose}
      onSaved={onSaved}
      width={600}
    >
      <Form.Item
        name="name"
        label={label('name')}
        rules={[rules.required(label('name')), rules.max(label('name'), 128)]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="code" label={label('code')} rules={[rules.max(label('code'), 64)]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="contact" label={label('contact')} rules={[rules.max(label('contact'), 64)]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="phone" label={label('phone')} rules={[rules.max(label('phone'), 32)]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={[rules.max(label('address'), 256)]}>
        <Input maxLength={256} />
      </Form.Item>
      <Form.Item name="orderNo" label={t('catalog.supplier.orderNo')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Radio.Group options={selectOptions(enabledOptions())} />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea maxLength={256} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
