import { useQuery } from '@tanstack/react-query';
import { App as AntApp, Button, Result, Spin } from 'antd';
import { Activity, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { feedback } from '../../components/feedback/feedback.ts';
import { LockScreen } from '../../layouts/lock/LockScreen.tsx';
import { ShellServices } from '../../layouts/services/ShellServices.tsx';
import { TopProgress } from '../../layouts/parts/TopProgress.tsx';
import { clearTokens } from '../../stores/storage.ts';
import { AntdRoot } from '../AntdRoot.tsx';
import { useThemeStore } from '../../stores/theme.ts';
import { NoMenuError, loadSession, sessionQueryKey } from '../session/loadSession.ts';
import { fullPageRoutes } from './fullPageRoutes.tsx';
import { MenuRouteHost } from './MenuRouteHost.tsx';

/** Everything behind sign-in, in its own lazy chunk (never loaded by /login), with antd's providers. */
export default function ShellEntry() {
  return (
    <AntdRoot>
      <Shell />
    </AntdRoot>
  );
}

/**
 * Loads the user info and the menu tree (spec §4: routes are loaded first, then navigation continues with
 * the same path and query), then renders the full-page routes or the menu routes inside the layout.
 */
function Shell() {
  const { t } = useTranslation();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => loadSession(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const noMenu = session.error instanceof NoMenuError;
  const locked = useThemeStore((s) => s.isLocked);

  useEffect(() => {
    if (!noMenu) return;
    feedback.warning(t('shell.noMenu'));
    clearTokens();
    window.location.assign('/login');
  }, [noMenu, t]);

  if (session.isPending || noMenu) {
    return (
      <div className="shell-loading" data-testid="shell-loading">
        <TopProgress state="loading" />
        <Spin size="large" tip={t('shell.loading')}>
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </div>
    );
  }
  if (session.isError) {
    return (
      <Result
        status="error"
        title={t('shell.loadFailed')}
        subTitle={session.error.message}
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            {t('shell.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <AntApp component={false}>
      <ShellServices />
      {/* Spec §4: while locked the main view is hidden (kept, with its state) and the lock screen shows. */}
      <Activity mode={locked ? 'hidden' : 'visible'}>
        <Routes>
          {fullPageRoutes}
          <Route path="*" element={<MenuRouteHost />} />
        </Routes>
      </Activity>
      {locked && <LockScreen />}
    </AntApp>
  );
}
