import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth.ts';
import { endSession } from '../../app/session/endSession.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { useUserStore } from '../../stores/user.ts';

const USER_CENTRE = '/system/userCenter';

/** Avatar and name with the personal centre, lock screen and sign-out (with the spec's confirmation). */
export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const setTheme = useThemeStore((s) => s.set);
  const name = info?.realName || info?.account || '';

  const confirmLogout = () => {
    modal.confirm({
      title: t('shell.user.logoutTitle'),
      content: t('shell.user.logoutConfirm'),
      okText: t('ui.ok'),
      cancelText: t('ui.cancel'),
      maskClosable: false,
      keyboard: false,
      okButtonProps: { 'data-testid': 'logout-ok' } as Record<string, string>,
      onOk: async () => {
        try {
          await logout();
        } finally {
          endSession();
        }
      },
    });
  };

  return (
    <Dropdown
      menu={{
        items: [
          { key: 'centre', label: t('shell.user.centre') },
          { key: 'lock', label: t('shell.user.lock') },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="logout">{t('shell.user.logout')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'centre') navigate(USER_CENTRE);
          else if (key === 'lock') setTheme({ isLocked: true });
          else confirmLogout();
        },
      }}
    >
      <button type="button" className="layout-user" data-testid="user-menu">
        <Avatar size="small" src={info?.avatar || undefined} icon={<UserOutlined />} />
        <span className="layout-user__name">{name}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
