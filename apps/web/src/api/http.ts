import type { ApiEnvelope } from '@retail/contracts';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { maintenance } from './maintenance.ts';
import { clearSession, clearTokens, getAccessToken, getRefreshToken, saveTokens } from '../stores/storage.ts';
import { type AuthTicket, RefreshGate } from './tokenRefresh.ts';
import { noteServerTime } from './serverClock.ts';

/** A failed call; `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** Envelope `code` or HTTP status, when the server gave one. */
    readonly code?: number,
    /** The envelope's `extras.reason` of a refusal (`record.duplicate`, `print.versionConflict`), when given. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON, except FormData (multipart) and Blob (raw, with the blob's type) which go as they are. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

const REQUEST_ERROR = 'Request Error.';
/** The HTTP status of every call refused while a backup is restored (maintenance.ts). */
export const MAINTENANCE_STATUS = 503;

/** Whether a call failed because the system is in maintenance (the shell shows that, not each failure). */
export function isMaintenance(error: unknown): boolean {
  return error instanceof ApiError && error.code === MAINTENANCE_STATUS && maintenance.get() !== null;
}

/** A 503 with the server's message: maintenance, which the shell shows; without one, the status text. */
async function unavailable(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message !== 'string' || !body.message)
    return new ApiError(response.statusText || REQUEST_ERROR, response.status);
  maintenance.set(body.message);
  return new ApiError(body.message, response.status);
}

/** A refusal's machine-readable reason (the envelope's `extras.reason`). */
function reasonOf(extras: unknown): string | undefined {
  const reason = extras && typeof extras === 'object' ? (extras as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

const gate = new RefreshGate({ access: getAccessToken, refresh: getRefreshToken });

/** The auth headers of one request (see tokenRefresh.ts); call `done()` after `readTokenHeaders`. */
export function authTicket(): Promise<AuthTicket> {
  return gate.ticket();
}

/**
 * Spec §4/§8: on a 401 or an `invalid_token` header the stored tokens and session data are cleared and
 * the page reloads (the guard then shows /login with the page to return to). Replaceable for tests.
 */
let sessionEnded = (): void => {
  clearTokens();
  clearSession();
  if (typeof window !== 'undefined' && typeof window.location?.reload === 'function')
    window.location.reload();
};
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

/** Ends the session once per page view, whatever number of calls fail together. */
let ending = false;
export function endSessionFromResponse(): void {
  if (ending) return;
  ending = true;
  sessionEnded();
  // A test handler does not reload: later failures end the session again.
  queueMicrotask(() => {
    ending = false;
  });
}

/** Spec §7: a new token pair arrives in response headers; `access-token: invalid_token` ends the session. */
export function readTokenHeaders(headers: Headers): 'ended' | 'ok' {
  const access = headers.get('access-token');
  if (access === 'invalid_token') return 'ended';
  const refresh = headers.get('x-access-token');
  if (access && refresh) saveTokens(access, refresh);
  return 'ok';
}

/**
 * Calls the API and returns the envelope's `result`. Errors follow spec §8: HTTP status >= 400 fails with
 * the status text (or 'Request Error.'), a body `errors` field fails with those errors as text, and a body
 * `code` other than 200 fails with its message. A 401 (HTTP or body) or an `invalid_token` header ends the
 * session (cleared, page reloaded).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const ticket = await gate.ticket();
  for (const [name, value] of Object.entries(ticket.headers)) headers.set(name, value);
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body instanceof Blob) {
    headers.set('Content-Type', options.body.type || 'application/octet-stream');
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), init);
  } catch (error) {
    ticket.done();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('http.networkError'));
  }

  // Headers are read before `done()` lets waiting calls go out: they must see the new pair.
  const tokenState = readTokenHeaders(response.headers);
  ticket.done();
  const sentToken = 'Authorization' in ticket.headers;
  const sessionEnds = sentToken && (tokenState === 'ended' || response.status === 401);
  if (sessionEnds) endSessionFromResponse();
  if (response.status === MAINTENANCE_STATUS) throw await unavailable(response);
  if (response.status >= 400) throw new ApiError(response.statusText || REQUEST_ERROR, response.status);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(REQUEST_ERROR, response.status);
  }
  if (!body || typeof body !== 'object') return body as T;
  // a body from elsewhere (a proxy, an older server) may not keep to the envelope: each part is checked
  const envelope = body as Partial<ApiEnvelope<T>> & { errors?: unknown };
  if (envelope.errors !== undefined && envelope.errors !== null) throw new ApiError(asText(envelope.errors));
  if (envelope.code === undefined) return body as T;
  noteServerTime(envelope.time);
  if (envelope.code === 401 && sentToken && !sessionEnds) endSessionFromResponse();
  if (envelope.code !== 200)
    throw new ApiError(asText(envelope.message ?? REQUEST_ERROR), envelope.code, reasonOf(envelope.extras));
  return envelope.result as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
};
