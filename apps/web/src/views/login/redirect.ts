import { LOGIN_PATH } from '../../app/paths.ts';

/**
 * Where to go after signing in: the guard's `redirect` (an in-app path) with its `params` (a JSON object)
 * as the query, else `/`. Anything that is not a same-origin path is ignored (no open redirect).
 */
export function afterLoginPath(search: URLSearchParams): string {
  const redirect = search.get('redirect');
  // Same-origin paths only: '//host' and '/\host' would leave the site.
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) return '/';
  let query = '';
  const raw = search.get('params');
  if (raw) {
    try {
      const params: unknown = JSON.parse(raw);
      if (params && typeof params === 'object') {
        query = new URLSearchParams(
          Object.entries(params).map(([key, value]) => [key, String(value)]),
        ).toString();
      }
    } catch {
      // Malformed params: go to the page without them.
    }
  }
  return query ? `${redirect}${redirect.includes('?') ? '&' : '?'}${query}` : redirect;
}
