import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { guardTarget } from './guard.ts';
import { removePrerendered } from './prerender.ts';
import { RouteErrorBoundary } from './RouteError.tsx';
import { matchHandles, routes } from './routes.tsx';

/**
 * Browser title of the static screens: "<page title> - <product title>" (spec §2), updated on navigation and
 * language change. The shell's routes set their own (shell/useDocumentTitle.ts).
 */
function useDocumentTitle(pathname: string): void {
  const { t } = useTranslation();
  const key = matchHandles(pathname).findLast((handle) => handle.title)?.title;
  const title = key ? `${t(key)} - ${t('app.title')}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The routed screens; the signed-in area (layouts and menu routes) is the shell's lazy chunk. */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const element = useRoutes(routes);
  const redirect = guardTarget(pathname, search);
  useDocumentTitle(pathname);
  // Runs after the screen's own layout effects, so the login view has taken its values already.
  useLayoutEffect(removePrerendered, []);
  return (
    <RouteErrorBoundary pathname={pathname}>
      {/* Navigations run in transitions (the current screen stays until the next chunk is in). */}
      <Suspense fallback={null}>{redirect ? <Navigate to={redirect} replace /> : element}</Suspense>
    </RouteErrorBoundary>
  );
}
