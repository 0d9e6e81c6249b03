import { isCode } from '@retail/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ConfigInput, configApi, type SysConfig } from '../../../api/system/config.ts';
import { RemarkField, SortField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface ConfigFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: SysConfig | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a configuration row; a built-in row keeps its code (the server reads it by code). */
export function ConfigForm({ open, row, onClose, onSaved }: ConfigFormProps) {
  const { t } = useTranslation();
  const groups = useQuery({ queryKey: ['sysConfig', 'groups'], queryFn: configApi.groups, enabled: open });
  const builtIn = row?.sysFlag === 1;
  const save = (values: ConfigInput) =>
    row?.id ? configApi.update({ ...values, id: row.id }) : configApi.add(values);
  return (
    <FormModal<ConfigInput>
      open={open}
      title={row?.id ? t('system.config.edit') : t('system.config.add')}
      initialValues={row ?? { orderNo: 100 }}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={600}
    >
      <TextField name="name" label={t('system.config.name')} max={64} required />
      <TextField name="code" label={t('system.config.code')} max={64} required check={isCode}>
        <Input disabled={builtIn} />
      </TextField>
      <TextField name="value" label={t('system.config.value')} max={512}>
        <Input.TextArea rows={3} />
      </TextField>
      <Form.Item name="groupCode" label={t('system.config.group')}>
        <AutoComplete options={(groups.data ?? []).map((g) => ({ value: g }))} allowClear />
      </Form.Item>
      <SortField />
      <RemarkField />
    </FormModal>
  );
}
