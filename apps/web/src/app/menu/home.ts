import { matchRoutes } from 'react-router';
import { MOBILE_HOME_PATH } from '../../views/login/landing.ts';
import { HOME_PATH } from '../paths.ts';
import type { MenuRoute } from './menuRoutes.ts';

/** A screen the user can open by its address alone: not a directory, no `:param` segment. */
const isOpenable = (route: MenuRoute) => !route.isDirectory && !route.isDynamic;

/**
 * The user's home: the default landing path /sale/order (spec §9) when the menu holds it, else the first visible
 * screen of the user's own menu (in menu order), else any screen it holds (a menu of hidden entries only).
 */
export function homePath(routes: readonly MenuRoute[]): string | null {
  if (routes.some((route) => route.path === HOME_PATH && isOpenable(route))) return HOME_PATH;
  const screens = routes.filter(isOpenable);
  return (screens.find((route) => !route.isHide) ?? screens[0])?.path ?? null;
}

/**
 * Landing addresses: where `/`, /login and a phone's sign-in send a user. Without the screen on the user's menu they
 * lead to the user's home instead of refusing it.
 */
export const LANDING_PATHS: readonly string[] = ['/', HOME_PATH, MOBILE_HOME_PATH];

/**
 * What an address that is not on the user's menu shows: a landing address goes home, an address of a screen the
 * user may not open the no-access page, anything else the not-found page.
 */
export function missingRoute(
  pathname: string,
  home: string | null,
  knownPaths: readonly string[],
): { kind: 'home'; to: string } | { kind: 'noAccess' } | { kind: 'notFound' } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (home && home !== path && LANDING_PATHS.includes(path)) return { kind: 'home', to: home };
  const known = matchRoutes(
    knownPaths.map((known) => ({ path: known })),
    path,
  );
  return known ? { kind: 'noAccess' } : { kind: 'notFound' };
}
