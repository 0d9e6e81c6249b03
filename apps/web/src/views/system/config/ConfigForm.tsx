import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ConfigInput, configApi, type SysConfig } from '../../../api/sysadmin/config.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

interface ConfigFormProps {
  open: boolean;
  row?: Partial<SysConfig> | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a configuration row; a built-in row keeps its code (the server reads it by code). */
export function ConfigForm({ open, row, onClose, onSaved }: ConfigFormProps) {
  const { t } = useTranslation();
  const groups = useQuery({ queryKey: ['sysConfig', 'groups'], queryFn: configApi.groups, enabled: open });
  const name = t('sysConsole.config.name');
  const code = t('sysConsole.config.code');
  const value = t('sysConsole.config.value');
  const builtIn = row?.sysFlag === 1;
  const save = (values: ConfigInput) =>
    row?.id ? configApi.update({ ...values, id: row.id }) : configApi.add(values);
  return (
    <FormModal<ConfigInput>
      open={open}
      title={row?.id ? t('sysConsole.config.edit') : t('sysConsole.config.add')}
      initialValues={row ?? { orderNo: 100 }}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      width={600}
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
        <Input disabled={builtIn} />
      </Form.Item>
      <Form.Item name="value" label={value} rules={[rules.max(value, 512)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="groupCode" label={t('sysConsole.config.group')}>
        <AutoComplete options={(groups.data ?? []).map((g) => ({ value: g }))} allowClear />
      </Form.Item>
      <Form.Item name="orderNo" label={t('sysConsole.common.orderNo')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}
