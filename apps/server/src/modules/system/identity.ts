import type { FastifyInstance } from 'fastify';
import { TokenCodec } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AuditLog } from '../../platform/logging/audit-log.ts';
import { DataScopeService } from './access/data-scope.ts';
import { AccessCache } from './access/invalidation.ts';
import { type PluginMenus, PermissionService } from './access/permissions.ts';
import { PrincipalLoader } from './access/principals.ts';
import { TokenAuthenticator } from './auth/authenticator.ts';
import { CaptchaService } from './auth/captcha.ts';
import { CredentialService } from './auth/credentials.ts';
import { LoginService } from './auth/login.ts';
import { SignInRepository } from './auth/repository.ts';
import { authRoutes, ownSessionRoutes } from './auth/routes.ts';
import { SessionService } from './auth/sessions.ts';
import { LogSmsSender, SmsCodeService, type SmsSender } from './auth/sms.ts';
import type { ConfigService } from './config/service.ts';

/** The identity services other modules build on. */
export interface IdentityServices {
  permissions: PermissionService;
  scopes: DataScopeService;
  accessCache: AccessCache;
  sessions: SessionService;
  credentials: CredentialService;
  login: LoginService;
  authenticator: TokenAuthenticator;
}

export function createIdentity(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { configs: ConfigService; audit: AuditLog; plugins: PluginMenus; smsSender?: SmsSender },
): IdentityServices {
  const { db, cache, ids, config } = ctx;
  const tokens = new TokenCodec(config.jwtSecret);
  const permissions = new PermissionService(db, cache, deps.plugins);
  const sessions = new SessionService(db, cache, ids, tokens, deps.configs);
  const signIn = new SignInRepository(db);
  const credentials = new CredentialService(signIn, cache);
  const captcha = new CaptchaService(cache, ids);
  const sms = new SmsCodeService(cache, deps.smsSender ?? new LogSmsSender(app.log));
  const login = new LoginService({
    repo: signIn,
    credentials,
    captcha,
    sms,
    sessions,
    configs: deps.configs,
    audit: deps.audit,
    captchaOverride: config.captchaEnabled,
  });
  const authenticator = new TokenAuthenticator(tokens, sessions, new PrincipalLoader(db, cache), permissions);
  authRoutes(app, {
    db,
    cache,
    login,
    captcha,
    credentials,
    sessions,
    tokens,
    configs: deps.configs,
    permissions,
    timeZone: config.timeZone,
  });
  ownSessionRoutes(app, sessions, config.timeZone);
  return {
    permissions,
    scopes: new DataScopeService(db, cache),
    accessCache: new AccessCache(cache),
    sessions,
    credentials,
    login,
    authenticator,
  };
}
