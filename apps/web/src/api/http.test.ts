import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../stores/storage.ts';
import { ApiError, http, isMaintenance, onSessionEnded } from './http.ts';
import { maintenance } from './maintenance.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

const envelope = (result: unknown, code = 200, message: unknown = '') => ({
  code,
  type: code === 200 ? 'success' : 'error',
  message,
  result,
  extras: null,
  time: '2025-01-01 00:00:00',
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let ended = 0;

beforeEach(() => {
  ended = 0;
  onSessionEnded(() => {
    ended += 1;
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  });
  vi.stubGlobal('localStorage', memoryStorage());
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('returns the result and sends the language, and the token when one is stored', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope({ captchaEnabled: true })));
    await expect(http.get('/api/sysAuth/loginConfig')).resolves.toEqual({ captchaEnabled: true });
    let headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('zh-cn');
    expect(headers.has('Authorization')).toBe(false);

    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    fetchMock.mockResolvedValueOnce(json(envelope(1)));
    await http.post('/api/x', { a: 1 });
    const init = fetchMock.mock.calls[1]?.[1];
    headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
  });

  it('fails with the status text on HTTP >= 400, else "Request Error."', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(http.get('/api/x')).rejects.toThrow('Bad Gateway');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(http.get('/api/x')).rejects.toThrow('Request Error.');
  });

  it('fails with the code and the machine-readable reason of a refusal', async () => {
    const refusal = {
      ...envelope(null, 409, 'Someone else saved it'),
      extras: { reason: 'print.versionConflict' },
    };
    fetchMock.mockResolvedValueOnce(json(refusal));
    const error = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Someone else saved it',
      code: 409,
      reason: 'print.versionConflict',
    });
    fetchMock.mockResolvedValueOnce(json(envelope(null, 400, 'bad')));
    expect(await http.post('/api/x', {}).catch((e: unknown) => e)).toMatchObject({
      code: 400,
      reason: undefined,
    });
  });

  it('records the maintenance message of a 503 for the shell, and fails with it', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, 503, 'Restoring a backup'), { status: 503 }));
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Restoring a backup', code: 503 });
    expect(maintenance.get()).toBe('Restoring a backup');
    expect(isMaintenance(error)).toBe(true);
    maintenance.set(null);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const plain = await http.get('/api/x').catch((e: unknown) => e);
    expect(plain).toMatchObject({ message: 'Service Unavailable' });
    expect(maintenance.get()).toBeNull();
    expect(isMaintenance(plain)).toBe(false);
  });

  it('fails with the errors field as text', async () => {
    fetchMock.mockResolvedValueOnce(json({ errors: { account: ['required'] } }));
    await expect(http.get('/api/x')).rejects.toThrow('{"account":["required"]}');
  });

  it('fails with the message of a code other than 200, objects as JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, 404, 'Not found')));
    const error = await http.post('/api/sysAuth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Not found', code: 404 });
    fetchMock.mockResolvedValueOnce(json(envelope(null, 400, { account: 'too short' })));
    await expect(http.get('/api/x')).rejects.toThrow('{"account":"too short"}');
  });

  it('stores a new token pair from the headers and ends the session on a 401', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a1');
    fetchMock.mockResolvedValueOnce(
      json(envelope(1), {
        headers: { 'access-token': 'a2', 'x-access-token': 'r2', 'Content-Type': 'application/json' },
      }),
    );
    await http.get('/api/x');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');

    fetchMock.mockResolvedValueOnce(json(envelope(null, 401, 'Unauthorised'), { status: 401 }));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(ended).toBe(1);
  });

  it('ends the session on an invalid_token header or a body code 401, not for a signed-out caller', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a1');
    fetchMock.mockResolvedValueOnce(
      json(envelope(null, 401, 'Unauthorised'), { headers: { 'access-token': 'invalid_token' } }),
    );
    await expect(http.get('/api/x')).rejects.toThrow('Unauthorised');
    expect(ended).toBe(1);
    await Promise.resolve();

    localStorage.setItem(ACCESS_TOKEN_KEY, 'a1');
    fetchMock.mockResolvedValueOnce(json(envelope(null, 401, 'Unauthorised')));
    await expect(http.get('/api/x')).rejects.toThrow();
    expect(ended).toBe(2);
    await Promise.resolve();

    localStorage.clear();
    fetchMock.mockResolvedValueOnce(json(envelope(null, 401, 'Unauthorised'), { status: 401 }));
    await expect(http.post('/api/sysAuth/login', {})).rejects.toThrow();
    expect(ended).toBe(2);
  });

  it('sends the refresh token with an expired access token, once for calls made together', async () => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const expired = `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60 })}.s`;
    localStorage.setItem(ACCESS_TOKEN_KEY, expired);
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValue(json(envelope(2)));
    const first = http.get('/api/a');
    const second = http.get('/api/b');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const firstHeaders = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(firstHeaders.get('X-Authorization')).toBe('Bearer r1');
    answer(
      json(envelope(1), {
        headers: { 'access-token': 'fresh', 'x-access-token': 'r2', 'Content-Type': 'application/json' },
      }),
    );
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    const secondHeaders = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(secondHeaders.get('Authorization')).toBe('Bearer fresh');
    expect(secondHeaders.has('X-Authorization')).toBe(false);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
  });
});
