import { loadAllMessages } from '../i18n/index.ts';
import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { Messages } from '../i18n/types.ts';
import { type LazyView, lazyView, Screen } from './lazyView.tsx';
import { HOME_PATH, LOGIN_PATH, NO_PERMISSION_PATH } from './paths.ts';

export interface RouteHandle {
  /** i18n key of the page title. */
  title?: `route.${keyof Messages['route']}`;
  /** The screen's lazy chunk. */
  view?: LazyView;
  /** Where a redirect route sends the user (its screen is preloaded instead). */
  redirect?: string;
}

/**
 * A screen that uses antd (AntdRoot) waits for the complete texts, which bring antd's locale (the entry has
 * only the login's texts).
 */
const antdView = (load: () => Promise<{ default: ComponentType }>) =>
  lazyView(() => Promise.all([load(), loadAllMessages()]).then(([module]) => module));

const shellView = antdView(() => import('./shell/ShellEntry.tsx'));

type AppRoute = RouteObject & { handle?: RouteHandle; children?: AppRoute[] };

/** A route that renders a lazily loaded screen. */
function screen(path: string, view: LazyView, title: RouteHandle['title']): AppRoute {
  return { path, element: <Screen view={view} />, handle: { view, title } };
}

/**
 * Static routes (spec §2). Every screen is its own lazy chunk; the menu routes come from the server's menu
 * tree inside the shell chunk (shell/ShellEntry.tsx), with the other static full-page routes.
 */
export const routes: AppRoute[] = [
  { path: '/', element: <Navigate to={HOME_PATH} replace />, handle: { redirect: HOME_PATH } },
  screen(
    LOGIN_PATH,
    lazyView(() => import('../views/login/index.tsx')),
    'route.login',
  ),
  screen(
    NO_PERMISSION_PATH,
    antdView(() => import('../views/error/NoPermission.tsx')),
    'route.noPower',
  ),
  // Everything else is behind sign-in: the shell chunk (menu routes, layouts, full-page screens and the
  // not-found page), never loaded by /login.
  {
    path: '*',
    element: <Screen view={shellView} />,
    handle: { view: shellView },
  },
];

export function matchHandles(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => (match.route as AppRoute).handle ?? {});
}

/** Loads the chunks of the screens `pathname` renders, so the first render does not suspend. */
export async function preloadRoute(pathname: string): Promise<void> {
  const handles = matchHandles(pathname);
  const redirect = handles.find((handle) => handle.redirect)?.redirect;
  if (redirect && redirect !== pathname) return preloadRoute(redirect);
  await Promise.all(handles.map((handle) => handle.view?.preload()));
}
