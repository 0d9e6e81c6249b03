import { Form, Input, InputNumber, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsCategoryInput } from '../../../api/goods-category.ts';
import { goodsCategoryApi } from '../../../api/goods-category.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { CategorySelect } from '../shared/CategorySelect.tsx';
import { enabledOptions, selectOptions } from '../shared/status.ts';
import type { CategoryRow } from './columns.tsx';

/** What the dialog edits: a new category under `pid`, or an existing one. */
export type CategoryEditing = { pid: number; row?: undefined } | { row: CategoryRow; pid?: undefined };

interface Props {
  editing: CategoryEditing | null;
  onClose(): void;
  onSaved(): void;
}

export function CategoryForm({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const row = editing?.row;
  const pid = editing?.pid ?? 0;
  // a new object would reload the form on every render
  const initialValues = useMemo<Partial<GoodsCategoryInput>>(
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
  const submit = (values: GoodsCategoryInput) =>
    row ? goodsCategoryApi.update({ ...values, id: row.id }) : goodsCategoryApi.add(values);
  return (
    <FormModal<GoodsCategoryInput>
      open={editing !== null}
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
      <Form.Item
        name="name"
        label={t('catalog.category.name')}
        rules={[rules.required(t('catalog.category.name')), rules.max(t('catalog.category.name'), 64)]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('catalog.category.code')}
        rules={[rules.max(t('catalog.category.code'), 64)]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="orderNo" label={t('catalog.category.orderNo')}>
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
