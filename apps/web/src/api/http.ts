import { currentLanguage, i18n } from '../i18n/index.ts';
import { clearTokens, getAccessToken, saveTokens } from '../stores/storage.ts';

/** The server's response envelope (DESIGN.md §4). */
export interface Envelope<T> {
  code: number;
  type: 'success' | 'error';
  message: unknown;
  result: T;
  extras: unknown;
  time: string;
}

/** A failed call; `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** Envelope `code` or HTTP status, when the server gave one. */
    readonly code?: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as a JSON body. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

const REQUEST_ERROR = 'Request Error.';

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

/** Spec §7: a new token pair arrives in response headers; `access-token: invalid_token` ends the session. */
function readTokenHeaders(headers: Headers): void {
  const access = headers.get('access-token');
  if (access === 'invalid_token') {
    clearTokens();
    return;
  }
  const refresh = headers.get('x-access-token');
  if (access && refresh) saveTokens(access, refresh);
}

/**
 * Calls the API and returns the envelope's `result`. Errors follow spec §8: HTTP status >= 400 fails with
 * the status text (or 'Request Error.'), a body `errors` field fails with those errors as text, and a body
 * `code` other than 200 fails with its message. Session clean-up and reload on 401 belong to the auth issue;
 * here a 401 only drops the stored tokens.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('http.networkError'));
  }

  readTokenHeaders(response.headers);
  if (response.status === 401) clearTokens();
  if (response.status >= 400) throw new ApiError(response.statusText || REQUEST_ERROR, response.status);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(REQUEST_ERROR, response.status);
  }
  if (!body || typeof body !== 'object') return body as T;
  const envelope = body as Partial<Envelope<T>> & { errors?: unknown };
  if (envelope.errors !== undefined && envelope.errors !== null) throw new ApiError(asText(envelope.errors));
  if (envelope.code === undefined) return body as T;
  if (envelope.code === 401) clearTokens();
  if (envelope.code !== 200) throw new ApiError(asText(envelope.message ?? REQUEST_ERROR), envelope.code);
  return envelope.result as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
};
