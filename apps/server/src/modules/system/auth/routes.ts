import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccessClaims, TokenCodec } from '../../../platform/auth/tokens.ts';
import type { Cache } from '../../../platform/cache/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { principalOf } from '../../../platform/http/access.ts';
import { clientInfoOf } from '../../../platform/http/client-info.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { describeUserAgent } from '../../../platform/logging/user-agent.ts';
import { verifyPassword } from '../../../platform/security/password.ts';
import type { PermissionService } from '../access/permissions.ts';
import type { ConfigService } from '../config/service.ts';
import type { CaptchaService } from './captcha.ts';
import type { CredentialService } from './credentials.ts';
import type { LoginService } from './login.ts';
import {
  captchaOutput,
  loginConfigOutput,
  loginInput,
  loginPhoneInput,
  ownSessionOutput,
  phoneParam,
  tokenPair,
  unlockInput,
  userInfoOutput,
  watermarkConfigOutput,
} from '@retail/contracts/api/system/auth';
import type { SessionService } from './sessions.ts';
import { userInfoAnswer } from './user-info.ts';

export interface AuthRouteDeps {
  db: Db;
  cache: Cache;
  login: LoginService;
  captcha: CaptchaService;
  credentials: CredentialService;
  sessions: SessionService;
  tokens: TokenCodec;
  configs: ConfigService;
  permissions: PermissionService;
  timeZone: string;
}

/** Per-IP limits on the sign-in calls, on top of the per-account lock. */
const signInLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const route = routeRegistrar(app, deps.timeZone);
  const tags = ['sysAuth'];

  route({
    method: 'GET',
    url: '/api/sysAuth/captcha',
    access: { public: true },
    config: signInLimit,
    summary: 'A new captcha image (base64 SVG) and its id',
    tags,
    result: captchaOutput,
    handler: () => deps.captcha.create(),
  });
  route({
    method: 'GET',
    url: '/api/sysAuth/loginConfig',
    access: { public: true },
    summary: 'Sign-in page settings',
    tags,
    result: loginConfigOutput,
    handler: async () => ({
      secondVerEnabled: await deps.configs.bool('sys_second_ver', false),
      captchaEnabled: await deps.login.captchaEnabled(),
    }),
  });
  route({
    method: 'POST',
    url: '/api/sysAuth/login',
    access: { public: true },
    config: signInLimit,
    kind: 'signIn',
    summary: 'Sign in with account and password (and captcha when enabled)',
    tags,
    body: loginInput,
    result: tokenPair,
    handler: async ({ body, request, reply }) => {
      const tokens = await deps.login.login(body, clientInfoOf(request));
      reply.header('access-token', tokens.accessToken).header('x-access-token', tokens.refreshToken);
      return tokens;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysSms/sendSms/:phoneNumber',
    access: { public: true },
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    kind: 'signIn',
    summary: 'Send a sign-in code by SMS (the same answer whether or not the phone has an account)',
    tags: ['sysSms'],
    params: phoneParam,
    result: z.null(),
    handler: async ({ params }) => {
      await deps.login.sendSmsCode(params.phoneNumber);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysAuth/loginPhone',
    access: { public: true },
    config: signInLimit,
    kind: 'signIn',
    summary: 'Sign in with a phone number and SMS code',
    tags,
    body: loginPhoneInput,
    result: tokenPair,
    handler: async ({ body, request, reply }) => {
      const tokens = await deps.login.loginPhone(body.phone, body.code, clientInfoOf(request));
      reply.header('access-token', tokens.accessToken).header('x-access-token', tokens.refreshToken);
      return tokens;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysAuth/logout',
    access: { login: true },
    kind: 'signIn',
    summary: 'Sign out: both tokens of this sign-in stop working',
    tags,
    result: z.null(),
    handler: async ({ request, reply }) => {
      await deps.login.logout(principalOf(request), request.sessionId, clientInfoOf(request));
      reply.header('access-token', 'invalid_token');
      return null;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysAuth/refreshToken',
    access: { login: true },
    summary: "A new refresh token for the caller's own session (the old one stops working)",
    tags,
    query: z.object({ accessToken: z.string().min(1).max(4096) }),
    result: z.string(),
    handler: async ({ query, request, reply }) => {
      const claims = deps.tokens.verify<AccessClaims>(query.accessToken, 'access', true);
      if (
        !claims.ok ||
        claims.claims.sid !== request.sessionId ||
        claims.claims.uid !== request.principal?.userId
      ) {
        throw new AppError(400, 'auth.tokenMismatch', {}, 'auth.tokenMismatch');
      }
      const pair = await deps.sessions.reissue(claims.claims);
      if (!pair) throw new AppError(401, 'http.unauthorized');
      reply.header('access-token', pair.accessToken).header('x-access-token', pair.refreshToken);
      return pair.refreshToken;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysAuth/userInfo',
    access: { login: true },
    summary: 'The signed-in user with its button permission codes',
    tags,
    result: userInfoOutput,
    handler: ({ request }) => userInfoAnswer(deps, principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysAuth/watermarkConfig',
    access: { login: true },
    summary: 'Whether pages show the user name as a watermark',
    tags,
    result: watermarkConfigOutput,
    handler: async () => ({ watermarkEnabled: await deps.configs.bool('sys_watermark', false) }),
  });
  route({
    method: 'POST',
    url: '/api/sysAuth/unLockScreen',
    access: { login: true },
    config: signInLimit,
    kind: 'signIn',
    summary: "Unlock the lock screen with the account's password",
    tags,
    body: unlockInput,
    result: z.boolean(),
    handler: async ({ body, request }) => {
      const caller = principalOf(request);
      const row = await deps.db
        .selectFrom('sysUser')
        .select('password')
        .where('tenantId', '=', caller.tenantId)
        .where('id', '=', caller.userId)
        .executeTakeFirst();
      if (!row) throw new AppError(401, 'http.unauthorized');
      // counted like a sign-in, so the lock screen is no way around the account lock
      const checked = await deps.credentials.check(caller.account, () =>
        verifyPassword(row.password, body.password),
      );
      if (!checked.ok) {
        throw new AppError(400, 'auth.wrongPassword', { left: checked.left }, 'auth.wrongPassword');
      }
      return true;
    },
  });
}

/** The personal centre's "my sign-ins": the caller's own active sessions, and ending one of them. */
export function ownSessionRoutes(app: FastifyInstance, sessions: SessionService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  const tags = ['sysAuth'];
  route({
    method: 'GET',
    url: '/api/sysAuth/ownSessions',
    access: { login: true },
    summary: "The caller's own active sign-ins (device, address, times), the current one marked",
    tags,
    result: z.array(ownSessionOutput),
    handler: async ({ request }) => {
      const caller = principalOf(request);
      const rows = await sessions.activeSessionsOf(caller.tenantId, caller.userId);
      return rows.map((r) => ({
        id: r.id,
        loginMode: r.loginMode,
        ip: r.ip,
        ...describeUserAgent(r.userAgent ?? undefined),
        createTime: formatTime(r.createTime, timeZone),
        lastSeenTime: formatNullableTime(r.lastSeenTime, timeZone),
        expireTime: formatTime(r.expireTime, timeZone),
        current: r.id === request.sessionId,
      }));
    },
  });
  route({
    method: 'POST',
    url: '/api/sysAuth/signOutSession',
    access: { login: true },
    summary: 'End one of your own sign-ins (another device); its browser is sent to the sign-in page',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      const session = await sessions.activeSession(body.id);
      if (!session || session.userId !== principalOf(request).userId) throw notFound();
      await sessions.revoke([body.id], 'signOut');
      return null;
    },
  });
}
