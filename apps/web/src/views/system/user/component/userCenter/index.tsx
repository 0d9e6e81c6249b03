import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../../../../api/system/account.ts';
import { userKeys } from '../../../../../api/system/user.ts';
import { useUserStore } from '../../../../../stores/user.ts';
import { PasswordForm } from './parts/PasswordForm.tsx';
import { PictureCard } from './parts/PictureCard.tsx';
import { ProfileForm } from './parts/ProfileForm.tsx';
import { SessionList } from './parts/SessionList.tsx';

/** The personal centre: the signed-in user's profile, pictures, password and sign-ins. */
export default function UserCenter() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: userKeys.call('baseInfo'),
    queryFn: ({ signal }) => accountApi.profile(signal),
  });
  const changed = async () => {
    const result = await query.refetch();
    // the top bar shows the name and avatar from the user store
    const { info, setUserInfo } = useUserStore.getState();
    if (info && result.data) {
      setUserInfo({
        ...info,
        realName: result.data.realName,
        avatar: result.data.avatar,
        signature: result.data.signature,
        phone: result.data.phone,
        email: result.data.email,
      });
    }
  };
  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  const profile = query.data;
  if (!profile) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]} className="user-center">
      <Col xs={24} lg={8} xl={6}>
        <PictureCard profile={profile} onChanged={() => void changed()} />
      </Col>
      <Col xs={24} lg={16} xl={18}>
        <Card>
          <Tabs
            items={[
              {
                key: 'profile',
                label: t('system.center.profileTab'),
                children: <ProfileForm profile={profile} onSaved={() => void changed()} />,
              },
              { key: 'password', label: t('system.center.passwordTab'), children: <PasswordForm /> },
              { key: 'sessions', label: t('system.center.sessionsTab'), children: <SessionList /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
