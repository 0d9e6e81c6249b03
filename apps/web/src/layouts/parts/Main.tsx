import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useThemeStore } from '../../stores/theme.ts';
import { MainView } from '../main/MainView.tsx';
import { useCurrentMenuRoute } from '../main/useCurrentMenuRoute.ts';
import { useScrollMemory } from '../main/useScrollMemory.ts';
import { tagKey } from '../tags/tagList.ts';
import { MaintenanceBanner } from './MaintenanceBanner.tsx';
import { TopProgress } from './TopProgress.tsx';

/** The scrolling main area: the routed screens, the footer (not on embedded pages) and back-to-top. */
export function Main() {
  const { t } = useTranslation();
  const footer = useThemeStore((s) => s.isFooter);
  const iframe = useCurrentMenuRoute()?.route.isIframe === true;
  const { pathname, search } = useLocation();
  const scrolling = useScrollMemory<HTMLElement>(tagKey(pathname, search));
  return (
    <main className="layout-main" id="layout-main" ref={scrolling}>
      {/* Restarted by every navigation. */}
      <TopProgress key={pathname} state="done" />
      <MaintenanceBanner />
      <div className="layout-main__content">
        <MainView />
      </div>
      {footer && !iframe && <footer className="layout-footer">{t('shell.footer')}</footer>}
      <FloatButton.BackTop
        target={() => document.getElementById('layout-main') ?? window}
        tooltip={t('shell.backTop')}
      />
    </main>
  );
}
