import { lazy, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Layout } from '../../layouts/index.tsx';
import { useCurrentMenuRoute } from '../../layouts/main/useCurrentMenuRoute.ts';
import { useMenuTitle } from '../../layouts/parts/useMenuTitle.ts';
import { openTagFor } from '../../layouts/tags/openTagFor.ts';
import { MissingRoute } from './MissingRoute.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

const NotFound = lazy(() => import('../../views/error/NotFound.tsx'));

/**
 * The menu routes: directories go to their redirect, addresses off the user's menu to MissingRoute (home, no
 * access or not found), screens open a tag and render inside the layout.
 */
export function MenuRouteHost() {
  const { pathname, search } = useLocation();
  const current = useCurrentMenuRoute();
  const title = useMenuTitle();
  const route = current?.route;
  const isScreen = route !== undefined && !route.isDirectory;
  useDocumentTitle(route ? title(route.title) : null, current?.params);

  useEffect(() => {
    if (isScreen) openTagFor(pathname, search);
  }, [isScreen, route, pathname, search]);

  if (!route) return <MissingRoute />;
  if (route.isDirectory) {
    return route.redirect && route.redirect !== pathname ? (
      <Navigate to={route.redirect} replace />
    ) : (
      <NotFound />
    );
  }
  return <Layout />;
}
