import type { CategoryAddBody } from '@retail/contracts/api/retail/goods-category';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsCategoryApi } from '../../../api/goods-category.ts';
import { RemarkField, SortField, StatusField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { CategorySelect } from '../shared/CategorySelect.tsx';
import type { CategoryRow } from './columns.tsx';

interface Props {
  /** The category to edit; null while adding one under `preset.pid`. */
  row: CategoryRow | null;
  preset: Partial<CategoryRow>;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export function CategoryForm({ row, preset, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const pid = preset.pid ?? 0;
  // a new object would reload the form on every render
  const initialValues = useMemo<Partial<CategoryAddBody>>(
    () =>
      row
        ? {
            pid: row.pid,
            name: row.name,
            code: row.code,
            orderNo: row.orderNo,
            status: row.status as 1 | 2,
            remark: row.remark,
          }
        : { pid, orderNo: 100, status: 1 },
    [row, pid],
  );
  const submit = (values: CategoryAddBody) =>
    row ? goodsCategoryApi.update({ ...values, id: row.id }) : goodsCategoryApi.add(values);
  return (
    <FormModal<CategoryAddBody>
      open={open}
      title={row ? t('catalog.category.edit') : t('catalog.category.add')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      width={560}
    >
      <Form.Item
        name="pid"
        label={t('catalog.category.parent')}
        rules={[rules.requiredSelect(t('catalog.category.parent'))]}
      >
        <CategorySelect
          topLabel={t('catalog.category.top')}
          {...(row ? { exclude: row.id } : {})}
          allowClear={false}
        />
      </Form.Item>
      <TextField name="name" label={t('catalog.category.name')} max={64} required hardMax />
      <TextField name="code" label={t('catalog.category.code')} max={64} hardMax />
      <SortField />
      <StatusField />
      <RemarkField hardMax />
    </FormModal>
  );
}
