/**
 * Browser storage with the product's fixed key prefix (spec §9: "storage keys carry a fixed product
 * prefix"). Every access is guarded: storage can be missing (prerender in Node) or blocked (privacy mode).
 */
export const STORAGE_PREFIX = 'retail:';
export const ACCESS_TOKEN_KEY = `${STORAGE_PREFIX}access-token`;
export const REFRESH_TOKEN_KEY = `${STORAGE_PREFIX}x-access-token`;
export const THEME_CONFIG_KEY = `${STORAGE_PREFIX}themeConfig`;
/** The account of the last successful sign-in, prefilled on the login page. */
export const LAST_ACCOUNT_KEY = `${STORAGE_PREFIX}lastAccount`;

function storeOf(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

function guardedStore(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return storeOf(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storeOf(kind)?.setItem(key, value);
      } catch {
        // Quota exceeded or storage blocked: the app keeps working for this page view.
      }
    },
    remove(key: string): void {
      try {
        storeOf(kind)?.removeItem(key);
      } catch {
        // Storage blocked: nothing to remove.
      }
    },
  };
}

/** Persistent storage: tokens and the theme configuration. */
export const Local = guardedStore('localStorage');
/** Per-tab storage: other session data (spec §9), such as the open tags, constants and dictionaries. */
export const Session = guardedStore('sessionStorage');

/** Removes every per-tab key of the product (signing out). */
export function clearSession(): void {
  try {
    const store = storeOf('sessionStorage');
    if (!store) return;
    for (const key of Object.keys(store)) if (key.startsWith(STORAGE_PREFIX)) store.removeItem(key);
  } catch {
    // Storage blocked: nothing to clear.
  }
}

export function getAccessToken(): string | null {
  return Local.get(ACCESS_TOKEN_KEY);
}

export function saveTokens(accessToken: string, refreshToken?: string | null): void {
  Local.set(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken) Local.set(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearTokens(): void {
  Local.remove(ACCESS_TOKEN_KEY);
  Local.remove(REFRESH_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return Local.get(REFRESH_TOKEN_KEY);
}
