import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { seedAll } from './db/seed/index.ts';
import { AccessCache } from './modules/system/access/invalidation.ts';
import { LogSmsSender, type SmsSender } from './modules/system/auth/sms.ts';
import { ConfigRepository } from './modules/system/config/repository.ts';
import { ConfigService } from './modules/system/config/service.ts';
import { createIdentity, type IdentityServices } from './modules/system/identity.ts';
import { PluginRuntime } from './modules/system/plugin/host.ts';
import { registerPlugins } from './modules/system/plugin/registration.ts';
import { builtInPlugins } from './plugins/index.ts';
import { PluginSmsSender } from './plugins/sms-aliyun/sender.ts';
import type { DemoSeeder } from './modules/retail/demo/seed.ts';
import { demoSeeder } from './modules/retail/demo/index.ts';
import { createRetailCore } from './modules/retail/core.ts';
import { appModules } from './modules/index.ts';
import { createApprovals } from './modules/system/approval/index.ts';
import { appJobTypes } from './modules/job-types.ts';
import type { ModuleDeps } from './modules/module.ts';
import { type Cache, createCache } from './platform/cache/index.ts';
import { RedisCache } from './platform/cache/redis-cache.ts';
import { SecretBox } from './platform/security/secret-box.ts';
import type { AppContext } from './platform/context.ts';
import { createDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { IdGenerator } from './platform/db/ids.ts';
import type { JobType } from './platform/jobs/job-type.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { withStartLock } from './platform/db/start-lock.ts';
import { type Authenticator, enforceAccess } from './platform/http/access.ts';
import { closeConnectionsWhenStopping } from './platform/http/closing.ts';
import { frameworkErrorHandler, installErrorHandler } from './platform/http/error-handler.ts';
import { installBodyParsers } from './platform/http/parsers.ts';
import { type RouteEntry, requireAccessDeclarations } from './platform/http/route.ts';
import { inlineScriptHashes, installSecurityHeaders } from './platform/http/security-headers.ts';
import { refuseUnsafeText } from './platform/http/unsafe-text.ts';
import { pickLanguage } from './platform/i18n/language.ts';
import { MaintenanceLock } from './platform/backup/maintenance-lock.ts';
import { MaintenanceMode } from './platform/backup/maintenance-mode.ts';
import { AuditLog } from './platform/logging/audit-log.ts';
import { exceptionSink } from './platform/logging/exception-log.ts';
import { logOperations } from './platform/logging/operation-log.ts';
import { logSerializers, redactPaths } from './platform/logging/redact.ts';
import { RealtimeHub } from './platform/realtime/hub.ts';
import { registerWebApp } from './platform/web/static-app.ts';
import { responseSerializer } from './platform/http/response-serializer.ts';
import { registerSwagger } from './platform/web/swagger-docs.ts';

/** Every schema is zod: naming its compilers keeps Fastify from loading ajv and fast-json-stringify at start. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => responseSerializer,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface BuildOptions {
  /** Replaces the token authenticator (foundation tests only). */
  authenticator?: Authenticator;
  /** Reuse an open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  cache?: Cache;
  smsSender?: SmsSender;
  /** Where the server log goes (one JSON line per entry); standard output by default. */
  logStream?: { write(line: string): void };
  /** Extra routes registered with the app's conventions (tests). */
  extraRoutes?: (app: FastifyInstance, ctx: AppContext) => void;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  audit: AuditLog;
  identity: IdentityServices;
  configs: ConfigService;
  realtime: RealtimeHub;
  /** every /api route with its declared access */
  routes: RouteEntry[];
  /** fills a tenant without goods with demo data */
  demo: DemoSeeder;
  /** the job types the scheduler runs (modules/job-types.ts) */
  jobTypes: JobType[];
  /** the built-in plugins' run-time state */
  plugins: PluginRuntime;
}

/** Migrates, seeds what is missing, and returns the database handle. */
export async function prepareDatabase(
  config: AppConfig,
  existing?: DatabaseHandle,
  ids = new IdGenerator(config.workerId),
): Promise<DatabaseHandle> {
  const handle = existing ?? createDatabase(config.db.type, config.db.url, config.db);
  try {
    // instances started together on a fresh database must not migrate or seed it at the same time
    await withStartLock(handle, config.db.url, async () => {
      await migrateToLatest(handle.db);
      await seedAll(handle.db, { adminPassword: config.seedAdminPassword, now: Date.now(), ids });
    });
  } catch (error) {
    if (!existing) await handle.close();
    throw error;
  }
  return handle;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const ids = new IdGenerator(config.workerId);
  const database = await prepareDatabase(config, options.database, ids);
  const cache = options.cache ?? createCache(config.redisUrl);
  // the seed may have added menus and buttons since a running release cached everyone's grants (shared in Redis)
  await new AccessCache(cache).grantsChanged();
  const ctx: AppContext = { config, db: database.db, cache, ids, secrets: new SecretBox(config.dataKey) };
  const { timeZone } = config;
  const plugins = new PluginRuntime(ctx, builtInPlugins, new AccessCache(cache), (message, facts) =>
    app.log.warn(facts, message),
  );

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '***' },
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(timeZone),
    schemaController: { compilersFactory: zodCompilers },
  });
  const audit = new AuditLog(ctx.db, ctx.ids, (error) =>
    app.log.error({ err: error }, 'audit log write failed'),
  );
  const configs = new ConfigService(
    new ConfigRepository(ctx.db, database.type),
    cache,
    ctx.ids,
    timeZone,
    config.pageSizeMax,
    audit,
  );

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.decorateRequest('lang', 'zh-cn');
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
  const maintenanceLock = new MaintenanceLock({ db: database.db, type: database.type, url: config.db.url });
  const maintenance = new MaintenanceMode(maintenanceLock);
  // before sign-in is checked: during a restore every call but health and its status answers 503
  maintenance.install(app);
  installBodyParsers(app, config.bodyLimit);
  refuseUnsafeText(app);
  installSecurityHeaders(app, inlineScriptHashes(config.webDist));
  closeConnectionsWhenStopping(app);
  installErrorHandler(app, timeZone, config.bodyLimit, exceptionSink(audit));
  const routes = requireAccessDeclarations(app);
  let authenticator: Authenticator | undefined = options.authenticator;
  // the identity is made below, once the plugins are registered; requests come only after that
  enforceAccess(
    app,
    () => authenticator as Authenticator,
    () => identity.signatures,
  );
  logOperations(app, audit, () => configs.bool('sys_oplog', true));

  await app.register(cookie, { secret: config.jwtSecret });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    ...(cache instanceof RedisCache ? { redis: cache.client, nameSpace: 'retail:rate:' } : {}),
  });
  registerSwagger(app, config.version, timeZone);

  // sign-in codes go through the SMS gateway plugin while it is on, to the server log otherwise
  const smsSender = options.smsSender ?? new PluginSmsSender(plugins, new LogSmsSender(app.log), app.log);
  const identity = createIdentity(app, ctx, { configs, audit, plugins, smsSender });
  authenticator ??= identity.authenticator;
  const realtime = new RealtimeHub(app.server, (token) => identity.authenticator.verifyAccessToken(token), {
    redisUrl: config.redisUrl,
    trustProxy: config.trustProxy,
    onError: (error) => app.log.warn({ err: error }, 'real-time Redis connection'),
  });
  identity.sessions.onRevoke((sessionIds, reason) => realtime.forceOffline(sessionIds, reason));
  app.addHook('preClose', () => realtime.close());

  const deps: ModuleDeps = {
    app,
    ctx,
    identity,
    audit,
    configs,
    realtime,
    plugins,
    approvals: createApprovals(ctx, realtime),
    retail: createRetailCore(ctx, identity),
    maintenance: {
      lock: maintenanceLock,
      mode: maintenance,
      seed: () => seedAll(ctx.db, { adminPassword: config.seedAdminPassword, now: Date.now(), ids }),
    },
    routes,
  };
  for (const register of appModules) register(deps);
  registerPlugins(deps);
  const demo = demoSeeder(deps);
  const jobTypes = appJobTypes(deps);
  options.extraRoutes?.(app, ctx);
  await registerWebApp(app, config.webDist, timeZone);

  app.addHook('onClose', async () => {
    await audit.flush();
    if (!options.cache) await cache.close();
    if (!options.database) await database.close();
  });
  await app.ready();
  return { app, ctx, audit, identity, configs, realtime, routes, demo, jobTypes, plugins };
}
