import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Secret {
  account: string;
  password: string;
}

/**
 * Shows a generated password once (new user, reset, new tenant admin): the server keeps only its hash, so
 * the administrator copies it now or resets it again later.
 */
export function OneTimeSecret({ secret, onClose }: { secret: Secret | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={t('system.common.passwordTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('ui.ok')}
      cancelButtonProps={{ hidden: true }}
      maskClosable={false}
    >
      {secret ? (
        <>
          <Alert type="warning" showIcon title={t('system.common.passwordOnce')} />
          <Descriptions column={1} style={{ marginTop: 16 }} bordered size="small">
            <Descriptions.Item label={t('system.user.account')}>{secret.account}</Descriptions.Item>
            <Descriptions.Item label={t('system.common.password')}>
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
