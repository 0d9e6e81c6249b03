import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Secret {
  account: string;
  password: string;
}

/** What the dialog calls its parts: a password of an account unless told (an API key's secret). */
export interface SecretLabels {
  title: string;
  notice: string;
  account: string;
  password: string;
}

/**
 * Shows a generated password once (new user, reset, new tenant admin): the server keeps only its hash, so
 * the administrator copies it now or resets it again later. With `labels`, another secret shown once.
 */
export function OneTimeSecret({
  secret,
  onClose,
  labels,
}: {
  secret: Secret | null;
  onClose(): void;
  labels?: SecretLabels;
}) {
  const { t } = useTranslation();
  const words = labels ?? {
    title: t('system.common.passwordTitle'),
    notice: t('system.common.passwordOnce'),
    account: t('system.user.account'),
    password: t('system.common.password'),
  };
  return (
    <Modal
      open={secret !== null}
      title={words.title}
      onOk={onClose}
      onCancel={onClose}
      okText={t('ui.ok')}
      cancelButtonProps={{ hidden: true }}
      maskClosable={false}
      // a closed dialog would keep its last content in the page: the secret must go with it
      destroyOnHidden
    >
      {secret ? (
        <>
          <Alert type="warning" showIcon title={words.notice} />
          <Descriptions column={1} style={{ marginTop: 16 }} bordered size="small">
            <Descriptions.Item label={words.account}>
              <Typography.Text copyable data-testid="one-time-account">
                {secret.account}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={words.password}>
              <Typography.Text copyable code data-testid="one-time-password">
                {secret.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Modal>
  );
}
