/**
 * The access-token exchange of spec §7, on the client side: an expired access token goes out with the
 * refresh token in `X-Authorization`, and the server answers with a new pair in the response headers.
 * When many calls start with an expired token, only the first carries the refresh token; the others
 * wait for its answer and go out with the new access token (one refresh in flight).
 */

/** Seconds before the expiry at which a token counts as expired (clock drift, time in flight). */
const EXPIRY_MARGIN_SECONDS = 30;

/** The `exp` claim of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export function isExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_MARGIN_SECONDS <= nowMs / 1000;
}

export interface TokenSource {
  access(): string | null;
  refresh(): string | null;
}

/** What a request sends, and `done()` to call once its response headers have been read. */
export interface AuthTicket {
  headers: Record<string, string>;
  done(): void;
}

/** Hands out the auth headers of each request, letting one refresh run at a time. */
export class RefreshGate {
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly tokens: TokenSource,
    private readonly now: () => number = Date.now,
  ) {}

  async ticket(): Promise<AuthTicket> {
    while (this.inFlight) await this.inFlight;
    const access = this.tokens.access();
    if (!access) return { headers: {}, done: () => undefined };
    const headers: Record<string, string> = { Authorization: `Bearer ${access}` };
    const refresh = this.tokens.refresh();
    if (!refresh || !isExpired(access, this.now())) return { headers, done: () => undefined };
    headers['X-Authorization'] = `Bearer ${refresh}`;
    let release = () => undefined as void;
    this.inFlight = new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      headers,
      done: () => {
        this.inFlight = null;
        release();
      },
    };
  }
}
