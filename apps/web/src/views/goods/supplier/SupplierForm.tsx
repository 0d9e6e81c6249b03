import { isLandline, isMobile } from '@retail/contracts';
import type { SupplierAddBody, SupplierOutput } from '@retail/contracts/api/retail/goods-supplier';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsSupplierApi } from '../../../api/goods-supplier.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface Props {
  /** The supplier to edit; null while adding. */
  row: SupplierOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export function SupplierForm({ row, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  // a new object would reload the form on every render
  const initialValues = useMemo<Partial<SupplierAddBody>>(
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
    <FormModal<SupplierAddBody>
      open={open}
      title={row ? t('catalog.supplier.edit') : t('catalog.supplier.add')}
      initialValues={initialValues}
      onSubmit={(values) =>
        row ? goodsSupplierApi.update({ ...values, id: row.id }) : goodsSupplierApi.add(values)
      }
      onClose={onClose}
      onSaved={onSaved}
      width={600}
    >
      <TextField name="name" label={label('name')} max={128} required hardMax />
      <TextField name="code" label={label('code')} max={64} hardMax />
      <TextField name="contact" label={label('contact')} max={64} hardMax />
      <TextField
        name="phone"
        label={label('phone')}
        max={13}
        hardMax
        check={(v) => isMobile(v.trim()) || isLandline(v.trim())}
      />
      <TextField name="address" label={label('address')} max={256} hardMax />
      <SortField />
      <StatusField />
      <RemarkField hardMax />
    </FormModal>
  );
}
