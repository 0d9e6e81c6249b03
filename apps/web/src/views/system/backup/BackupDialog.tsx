import type { BackupAddBody } from '@retail/contracts/api/system/backup';
import { Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { backupApi } from '../../../api/system/backup.ts';
import { RemarkField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { BACKUP_SCOPES } from './codes.ts';
import { TenantSelect } from '../admin-kit/TenantSelect.tsx';

const NEW_BACKUP: Partial<BackupAddBody> = { scope: 'system', includeFiles: false };

/** "Back up now": the whole system or one tenant, with or without the uploaded files; it runs in the background. */
export function BackupDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose(): void;
  onStarted(): void;
}) {
  const { t } = useTranslation();
  const tenant = t('backup.tenant');
  return (
    <FormModal<BackupAddBody>
      open={open}
      title={t('backup.backupNow')}
      width={520}
      initialValues={NEW_BACKUP}
      doneText={t('backup.started')}
      onSubmit={(values) => backupApi.add(values.scope === 'tenant' ? values : { ...values, tenantId: null })}
      onClose={onClose}
      onSaved={onStarted}
    >
      <Form.Item name="scope" label={t('backup.scope')}>
        <Radio.Group
          optionType="button"
          options={BACKUP_SCOPES.map((value) => ({ value, label: t(`backup.scopes.${value}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['scope']}>
        {({ getFieldValue }) =>
          getFieldValue('scope') === 'tenant' ? (
            <Form.Item name="tenantId" label={tenant} rules={[rules.requiredSelect(tenant)]}>
              <TenantSelect />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item
        name="includeFiles"
        label={t('backup.includeFiles')}
        extra={t('backup.includeFilesHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <RemarkField />
    </FormModal>
  );
}
