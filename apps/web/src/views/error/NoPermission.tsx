import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdRoot } from '../../app/AntdRoot.tsx';
import { LOGIN_PATH } from '../../app/paths.ts';
import { clearTokens } from '../../stores/storage.ts';

/** /401 (spec §2): "not authorised to operate". */
export default function NoPermission() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInAgain = () => {
    clearTokens();
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <AntdRoot>
      <Result
        status="403"
        title="401"
        subTitle={
          <>
            <div>{t('noAccess.title')}</div>
            <div>{t('noAccess.message')}</div>
          </>
        }
        extra={
          <Space>
            <Button type="primary" onClick={signInAgain}>
              {t('noAccess.signInAgain')}
            </Button>
            <Button onClick={() => navigate('/')}>{t('common.backHome')}</Button>
          </Space>
        }
      />
    </AntdRoot>
  );
}
