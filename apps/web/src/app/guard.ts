import { ACCESS_TOKEN_KEY, Local, REFRESH_TOKEN_KEY } from '../stores/storage.ts';
import { HOME_PATH, LOGIN_PATH } from './paths.ts';

export function hasToken(): boolean {
  return Boolean(Local.get(ACCESS_TOKEN_KEY));
}

/**
 * The navigation guard of spec §4. Without a token only /login is allowed: any other path goes to /login
 * with `redirect` (the original path) and `params` (the query as JSON), and stored credentials are cleared.
 * With a token, /login goes to the landing page. Returns where to go instead, or null to stay.
 */
export function guardTarget(pathname: string, search: string, signedIn = hasToken()): string | null {
  if (!signedIn) {
    if (pathname === LOGIN_PATH) return null;
    Local.remove(REFRESH_TOKEN_KEY);
    const query = Object.fromEntries(new URLSearchParams(search));
    const target = new URLSearchParams({ redirect: pathname, params: JSON.stringify(query) });
    return `${LOGIN_PATH}?${target.toString()}`;
  }
  return pathname === LOGIN_PATH ? HOME_PATH : null;
}
