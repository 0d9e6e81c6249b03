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
import { SmsCodeService, type SmsSender } from './auth/sms.ts';
import type { ConfigService } from './config/service.ts';
import { KeyRecords } from './open-access/key-records.ts';
import { OpenAccessRepository } from './open-access/repository.ts';
import { SignedRequestVerifier } from './open-access/verifier.ts';

/** The identity services other modules build on. */
export interface IdentityServices {
  permissions: PermissionService;
  scopes: DataScopeService;
  accessCache: AccessCache;
  sessions: SessionService;
  credentials: CredentialService;
  login: LoginService;
  authenticator: TokenAuthenticator;
  principals: PrincipalLoader;
  /** checks third parties' signed calls (open access) */
  signatures: SignedRequestVerifier;
  /** the API keys those calls are checked against, shared with their management */
  openAccess: { repo: OpenAccessRepository; keys: KeyRecords };
}

export function createIdentity(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { configs: ConfigService; audit: AuditLog; plugins: PluginMenus; smsSender: SmsSender },
): IdentityServices {
  const { db, cache, ids, config } = ctx;
  const tokens = new TokenCodec(config.jwtSecret);
  const permissions = new PermissionService(db, cache, deps.plugins);
  const sessions = new SessionService(db, cache, ids, tokens, deps.configs);
  const signIn = new SignInRepository(db);
  const credentials = new CredentialService(signIn, cache);
  const captcha = new CaptchaService(cache, ids);
  const sms = new SmsCodeService(cache, deps.smsSender);
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
  const principals = new PrincipalLoader(db, cache);
  const authenticator = new TokenAuthenticator(tokens, sessions, principals, permissions);
  const openAccessRepo = new OpenAccessRepository(db);
  const openAccessKeys = new KeyRecords(cache, openAccessRepo);
  const signatures = new SignedRequestVerifier({
    keys: openAccessKeys,
    repo: openAccessRepo,
    cache,
    secrets: ctx.secrets,
    principals,
    permissions,
  });
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
    principals,
    signatures,
    openAccess: { repo: openAccessRepo, keys: openAccessKeys },
  };
}
