import type { FastifyInstance } from 'fastify';
import { call } from './test-app.ts';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** `Authorization: Bearer <access>` */
  headers: Record<string, string>;
}

/**
 * Signs in through the real endpoint (tests run with CAPTCHA_ENABLED=false unless they say otherwise), from
 * `remoteAddress` when given (tests signing in often keep under the per-address sign-in limit that way).
 */
export async function signIn(
  app: FastifyInstance,
  account: string,
  password: string,
  remoteAddress?: string,
): Promise<SignedIn> {
  const res = await call(app, 'POST', '/api/sysAuth/login', { body: { account, password }, remoteAddress });
  if (res.json.code !== 200) throw new Error(`sign-in of ${account} failed: ${res.json.message}`);
  const { accessToken, refreshToken } = res.json.result as { accessToken: string; refreshToken: string };
  return { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}
