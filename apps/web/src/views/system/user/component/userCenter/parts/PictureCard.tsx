import { UserOutlined } from '@ant-design/icons';
import type { UserOutput } from '@retail/contracts/api/system/user';
import { Avatar, Card, Descriptions, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../../../../../api/system/account.ts';
import { Permitted } from '../../../../../../components/permission/Permitted.tsx';
import { feedback } from '../../../../../../components/feedback/feedback.ts';
import { ImageUpload } from './ImageUpload.tsx';

/** Avatar, handwritten signature and the account's organisation facts. */
export function PictureCard({ profile, onChanged }: { profile: UserOutput; onChanged(): void }) {
  const { t } = useTranslation();
  const uploaded = () => {
    feedback.success(t('system.center.uploaded'));
    onChanged();
  };
  return (
    <Card className="user-center-card">
      <Flex vertical align="center" gap={12}>
        <Avatar
          size={104}
          src={profile.avatar || undefined}
          icon={<UserOutlined />}
          alt={t('system.user.avatar')}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {profile.realName}
        </Typography.Title>
        <Permitted code="sysFile:uploadAvatar">
          <ImageUpload
            label={t('system.center.uploadAvatar')}
            upload={accountApi.uploadAvatar}
            onUploaded={uploaded}
            testId="avatar-file"
          />
        </Permitted>
      </Flex>
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('system.user.account')}>{profile.account}</Descriptions.Item>
        <Descriptions.Item label={t('system.user.org')}>{profile.orgName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('system.user.pos')}>{profile.posName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('system.user.phone')}>{profile.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('system.user.email')}>{profile.email ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('system.center.signature')}</Typography.Text>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        {profile.signature ? (
          <Image
            src={profile.signature}
            alt={t('system.center.signature')}
            height={80}
            data-testid="signature-image"
          />
        ) : (
          <Typography.Text type="secondary">{t('system.center.noSignature')}</Typography.Text>
        )}
        <Permitted code="sysFile:uploadSignature">
          <ImageUpload
            label={t('system.center.uploadSignature')}
            upload={accountApi.uploadSignature}
            onUploaded={uploaded}
            testId="signature-file"
          />
        </Permitted>
      </Flex>
    </Card>
  );
}
