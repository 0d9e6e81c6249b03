import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getRoutePaths } from '../../api/menu.ts';
import { menuKeys } from '../../api/system/menu.ts';
import { useMenuStore } from '../../stores/menu.ts';
import { homePath, missingRoute } from '../menu/home.ts';
import { NO_PERMISSION_PATH } from '../paths.ts';

const NotFound = lazy(() => import('../../views/error/NotFound.tsx'));

/**
 * An address that is not on the user's menu: a landing address (`/sale/order`, `/mobile`) goes to the user's home,
 * a screen the user may not open shows the no-access page (/401), anything else the not-found page.
 */
export function MissingRoute() {
  const { pathname } = useLocation();
  const home = homePath(useMenuStore((s) => s.routes));
  const landing = missingRoute(pathname, home, []);
  const known = useQuery({
    queryKey: menuKeys.call('routePaths'),
    queryFn: getRoutePaths,
    staleTime: Infinity,
    retry: false,
    enabled: landing.kind !== 'home',
  });
  if (landing.kind === 'home') return <Navigate to={landing.to} replace />;
  if (known.isPending) return null;
  // without the list (a failed call) every missing address is "not found"
  const target = missingRoute(pathname, home, known.data ?? []);
  if (target.kind === 'noAccess') return <Navigate to={NO_PERMISSION_PATH} replace />;
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
