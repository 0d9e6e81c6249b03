import SkinOutlined from '@ant-design/icons/SkinOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDrawer } from '../settings/SettingsDrawer.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import { SearchMenu } from './SearchMenu.tsx';
import { SizeMenu } from './SizeMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The right side of the header: search, size, language, settings, notices, full screen and the user. */
export function TopBar() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(false);
  return (
    <div className="layout-topbar">
      <SearchMenu />
      <SizeMenu />
      <LanguageMenu />
      <button
        type="button"
        className="layout-icon-button"
        aria-label={t('shell.bar.settings')}
        title={t('shell.bar.settings')}
        data-testid="bar-settings"
        onClick={() => setSettings(true)}
      >
        <SkinOutlined />
      </button>
      <NoticeBell />
      <FullscreenButton />
      <UserMenu />
      <SettingsDrawer open={settings} onClose={() => setSettings(false)} />
    </div>
  );
}
