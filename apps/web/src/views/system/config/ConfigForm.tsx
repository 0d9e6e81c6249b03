import { isCode } from '@retail/contracts';
import type { ConfigAddBody, ConfigOutput } from '@retail/contracts/api/system/config';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { configApi, configKeys } from '../../../api/system/config.ts';
import { RemarkField, SortField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';

interface ConfigFormProps {
  open: boolean;
  /** null: add; a row: edit */
  row: ConfigOutput | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a configuration row; a built-in row keeps its code (the server reads it by code). */
export function ConfigForm({ open, row, onClose, onSaved }: ConfigFormProps) {
  const { t } = useTranslation();
  // the server types its codes as plain numbers; a row holds only the ones the form offers
  const initialValues = useMemo<Partial<ConfigAddBody>>(
    () => (row ? { ...row, sysFlag: row.sysFlag as ConfigAddBody['sysFlag'] } : { orderNo: 100 }),
    [row],
  );
  const groups = useQuery({
    queryKey: configKeys.call('groupList'),
    queryFn: configApi.groups,
    enabled: open,
  });
  const builtIn = row?.sysFlag === 1;
  const save = (values: ConfigAddBody) =>
    row?.id ? configApi.update({ ...values, id: row.id }) : configApi.add(values);
  return (
    <FormModal<ConfigAddBody>
      open={open}
      title={row?.id ? t('system.config.edit') : t('system.config.add')}
      initialValues={initialValues}
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
