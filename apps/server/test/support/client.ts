import type { PageResult } from '@retail/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type SignedIn, signIn } from './auth.ts';
import { call, TEST_ADMIN_PASSWORD } from './test-app.ts';

/** What `call` answers: status, headers, the parsed envelope (`json`) and the raw body (`text`). */
export type Answer = Awaited<ReturnType<typeof call>>;

/** Headers asking for English messages and labels, for tests that read them. */
export const IN_ENGLISH: Readonly<Record<string, string>> = { 'accept-language': 'en' };

/**
 * The API as one caller sees it. `get` and `post` answer whatever the server said (to check refusals);
 * `ok.get`, `ok.post` and `ok.page` assert the call succeeded and answer its result.
 */
export interface Api {
  /** The caller's headers (sign-in, language), for uploads, downloads and raw `call`s. */
  readonly headers: Record<string, string>;
  get(url: string): Promise<Answer>;
  post(url: string, body?: unknown): Promise<Answer>;
  readonly ok: {
    get<T = unknown>(url: string): Promise<T>;
    post<T = unknown>(url: string, body?: unknown): Promise<T>;
    /** One page of a list: POST `url` (a `.../page` route) with the filters and paging of `query`. */
    page<T = Record<string, unknown>>(url: string, query?: object): Promise<PageResult<T>>;
  };
  /** The same caller sending more headers (another language, a forwarded address). */
  with(headers: Record<string, string>): Api;
  /** The same caller on another instance of the app (one sharing the database and the cache). */
  on(other: { app: FastifyInstance }): Api;
  /** The same caller from another client address (see `addressesIn`). */
  from(remoteAddress: string): Api;
}

/** The result of a call that must have succeeded; fails the test with the server's message otherwise. */
export function resultOf<T = unknown>(answer: Answer, what = 'the call'): T {
  expect(answer.json.code, `${what}: ${answer.json.message}`).toBe(200);
  return answer.json.result as T;
}

/** The API of `t`'s app (or of any built app) called by `who`, or anonymously with `null`. */
export function apiAs(
  t: { app: FastifyInstance },
  who: SignedIn | null,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Api {
  const sent = { ...who?.headers, ...headers };
  const get = (url: string) => call(t.app, 'GET', url, { headers: sent, remoteAddress });
  const post = (url: string, body?: unknown) =>
    call(t.app, 'POST', url, { body, headers: sent, remoteAddress });
  return {
    headers: sent,
    get,
    post,
    ok: {
      get: async <T>(url: string) => resultOf<T>(await get(url), `GET ${url}`),
      post: async <T>(url: string, body?: unknown) => resultOf<T>(await post(url, body), `POST ${url}`),
      page: async <T>(url: string, query: object = {}) =>
        resultOf<PageResult<T>>(await post(url, query), `POST ${url}`),
    },
    with: (more) => apiAs(t, who, { ...headers, ...more }, remoteAddress),
    on: (other) => apiAs(other, who, headers, remoteAddress),
    from: (address) => apiAs(t, who, headers, address),
  };
}

/**
 * Signs `account` in through the real endpoint (the seeded accounts' password unless told, from the given
 * client address if any) and answers its API, sending `headers` on every call.
 */
export async function signInAs(
  t: { app: FastifyInstance },
  account: string,
  options: { password?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Api> {
  const session = await signIn(t.app, account, options.password ?? TEST_ADMIN_PASSWORD, options.from);
  return apiAs(t, session, options.headers);
}

/** One sign-in attempt through the real endpoint (from the given client address if any), answered as it came. */
export function attemptSignIn(
  t: { app: FastifyInstance },
  account: string,
  password: string,
  from?: string,
): Promise<Answer> {
  return apiAs(t, null, {}, from).post('/api/sysAuth/login', { account, password });
}

/**
 * A new client address (10.<block>.x.y) on every call. Tests that sign in often take one per sign-in, each file
 * its own block, so the per-address sign-in limit never counts one test's attempts against another's.
 */
export function addressesIn(block: number): () => string {
  let next = 1;
  return () => {
    const n = next++;
    return `10.${block}.${Math.floor(n / 250)}.${n % 250}`;
  };
}
