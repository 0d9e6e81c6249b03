import type { BackupOutput } from '@retail/contracts/api/system/backup';
import { Alert, Form, type FormInstance, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../components/form/rules.ts';
import { confirmNameOf } from './restore.ts';

export interface RestoreConfirmValues {
  confirmText: string;
  password: string;
  tenantName?: string;
  accountPrefix?: string;
}

const ACCOUNT_PREFIX = /^[A-Za-z0-9_.-]{0,16}$/;

/**
 * The wizard's second step: what is lost, in red; the archive's name typed exactly and the operator's own
 * password; for a tenant archive also the new tenant's name and an optional account prefix.
 */
export function RestoreConfirm({
  form,
  row,
  archiveTime,
}: {
  form: FormInstance<RestoreConfirmValues>;
  row: BackupOutput;
  /** When the archive was taken: everything after it is lost. */
  archiveTime: string;
}) {
  const { t } = useTranslation();
  const name = confirmNameOf(row.fileName);
  const typed = t('backup.wizard.typeName');
  const password = t('backup.wizard.password');
  const tenantName = t('backup.wizard.tenantName');
  const prefix = t('backup.wizard.accountPrefix');
  const tenant = row.scope === 'tenant';
  return (
    <Form<RestoreConfirmValues> form={form} name="backup-restore" layout="vertical" autoComplete="off">
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="restore-warning"
        title={
          tenant ? t('backup.wizard.warningTenant') : t('backup.wizard.warningSystem', { time: archiveTime })
        }
      />
      <Form.Item
        name="confirmText"
        label={typed}
        extra={
          <>
            {t('backup.wizard.typeNameHint')}
            <Typography.Text code data-testid="restore-name">
              {name}
            </Typography.Text>
          </>
        }
        rules={[
          rules.required(typed),
          {
            validator: (_rule, value: unknown) =>
              !value || value === name
                ? Promise.resolve()
                : Promise.reject(new Error(t('backup.wizard.nameMismatch'))),
          },
        ]}
      >
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item name="password" label={password} rules={[rules.required(password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {tenant ? (
        <>
          <Form.Item
            name="tenantName"
            label={tenantName}
            rules={[rules.required(tenantName), rules.max(tenantName, 64)]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="accountPrefix"
            label={prefix}
            extra={t('backup.wizard.accountPrefixHint')}
            rules={[rules.valid(prefix, (v) => ACCOUNT_PREFIX.test(v))]}
          >
            <Input maxLength={16} />
          </Form.Item>
        </>
      ) : null}
    </Form>
  );
}
