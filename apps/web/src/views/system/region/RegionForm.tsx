import type { RegionAddBody, RegionOutput } from '@retail/contracts/api/system/region';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionApi } from '../../../api/system/region.ts';
import { RemarkField, SortField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

interface RegionFormProps {
  open: boolean;
  row?: Partial<RegionOutput> | undefined;
  /** Name of the parent shown above the fields (adding a child). */
  parentName?: string | undefined;
  onClose(): void;
  onSaved(saved: { pid: number }): void;
}

/** Add a region under a parent, or edit one. */
export function RegionForm({ open, row, parentName, onClose, onSaved }: RegionFormProps) {
  const { t } = useTranslation();
  const code = t('system.region.code');
  const pid = row?.pid ?? 0;
  const save = (values: RegionAddBody) =>
    row?.id ? regionApi.update({ ...values, id: row.id }) : regionApi.add({ ...values, pid });
  return (
    <FormModal<RegionAddBody>
      open={open}
      title={row?.id ? t('system.region.edit') : t('system.region.add')}
      initialValues={row}
      onSubmit={save}
      onClose={onClose}
      onSaved={() => onSaved({ pid })}
      width={520}
    >
      <Form.Item label={t('system.region.parent')}>
        <Input value={parentName ?? t('system.region.top')} disabled />
      </Form.Item>
      <TextField name="name" label={t('system.region.name')} max={128} required />
      <Form.Item
        name="code"
        label={code}
        rules={[rules.required(code), rules.valid(code, (v) => /^[0-9A-Za-z]{1,32}$/.test(v.trim()))]}
      >
        <Input />
      </Form.Item>
      <SortField />
      <RemarkField max={128} rows={1} />
    </FormModal>
  );
}
