/**
 * Browser storage with the product's fixed key prefix (spec §9: "storage keys carry a fixed product
 * prefix"). Every access is guarded: storage can be missing (prerender in Node) or blocked (privacy mode).
 */
export const STORAGE_PREFIX = 'retail:';
export const ACCESS_TOKEN_KEY = `${STORAGE_PREFIX}access-token`;
export const REFRESH_TOKEN_KEY = `${STORAGE_PREFIX}x-access-token`;
export const THEME_CONFIG_KEY = `${STORAGE_PREFIX}themeConfig`;

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const Local = {
  get(key: string): string | null {
    try {
      return localStore()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStore()?.setItem(key, value);
    } catch {
      // Quota exceeded or storage blocked: the app keeps working for this page view.
    }
  },
  remove(key: string): void {
    try {
      localStore()?.removeItem(key);
    } catch {
      // Storage blocked: nothing to remove.
    }
  },
};

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
