/** A signed-in API client for seeding data through the real endpoints. */
export interface Api {
  post<T>(path: string, body: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
}

interface Envelope<T> {
  code: number;
  message: unknown;
  result: T;
}

async function unwrap<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(body.message)}`);
  return body.result;
}

/** Signs in by password (the server must run without the sign-in captcha). */
export async function signIn(baseURL: string, account: string, password: string): Promise<Api> {
  const login = await fetch(`${baseURL}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const { accessToken } = await unwrap<{ accessToken: string }>(login, 'sign-in');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  return {
    post: async (path, body) =>
      unwrap(await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), path),
    get: async (path) => unwrap(await fetch(`${baseURL}${path}`, { headers }), path),
  };
}
