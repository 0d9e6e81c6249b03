import { ConfigProvider, NavBar, SafeArea } from 'antd-mobile';
import './imperativeRender.ts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle.ts';
import { MobileLoading } from './MobileLoading.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import { mobileLocaleOf } from './mobileLocale.ts';
import { mobileTitle } from './titles.ts';
import './mobile-layout.css';

const HOME = '/mobile';

/** The phone frame of the mobile area: a title bar with a way back, the screen, and tabs at the bottom. */
export default function MobileLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const titleKey = mobileTitle(pathname);
  const title = titleKey ? t(titleKey) : null;
  useDocumentTitle(title);
  const atHome = pathname === HOME || pathname === `${HOME}/`;
  return (
    <ConfigProvider locale={mobileLocaleOf(i18n.language)}>
      <div className="mobile-layout">
        <SafeArea position="top" />
        <NavBar
          className="mobile-layout-nav"
          backArrow={!atHome}
          back={atHome ? null : ''}
          onBack={() => navigate(HOME)}
        >
          {title ?? t('app.title')}
        </NavBar>
        <main className="mobile-layout-body">
          <Suspense fallback={<MobileLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <MobileTabBar pathname={pathname} />
        <SafeArea position="bottom" />
      </div>
    </ConfigProvider>
  );
}
