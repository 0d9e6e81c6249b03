import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, type BuiltApp, buildApp } from '../../src/app.ts';
import { type AppConfig, type DbType, loadConfig } from '../../src/config.ts';
import { acrossTenants } from '../../src/platform/db/across-tenants.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

export interface TestApp extends BuiltApp {
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface Envelope {
  code: number;
  type: string;
  message: string;
  result: unknown;
  /** on a refusal: `reason` (a stable code) and `requestId` on server errors */
  extras: { reason?: string; requestId?: string } | null;
  time: string;
}

export const TEST_ADMIN_PASSWORD = 'Test@Pass123';

/**
 * The real app on a fresh database of the given kind, with a throw-away data directory. The app's own queries run
 * under the tenant guard (`DB_TENANT_GUARD`); `ctx.db` here is the same database without it, for the tests'
 * own arranging and checking of any tenant's rows.
 */
export async function startTestApp(
  type: DbType,
  options: BuildOptions = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(type);
  const dataDir = mkdtempSync(join(tmpdir(), 'retail-data-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DB_TYPE: type,
      DB_URL: type === 'sqlite' ? database.url : database.url,
      LOG_LEVEL: 'silent',
      SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAPTCHA_ENABLED: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
      DB_TENANT_GUARD: 'true',
      ...(process.env.TEST_REDIS_URL && env.USE_REDIS ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      ...env,
    },
    'test',
  );
  const built = await buildApp(config, options);
  return {
    ...built,
    ctx: { ...built.ctx, db: acrossTenants(built.ctx.db, 'tests arrange and check any tenant directly') },
    database,
    config,
    close: async () => {
      await built.app.close();
      await built.audit.flush();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON call through Fastify's inject, returning status, headers and the parsed body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: {
    body?: unknown;
    headers?: Record<string, string>;
    rawBody?: string;
    remoteAddress?: string;
  } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    payload: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  let json = {} as Envelope;
  try {
    json = res.json<Envelope>();
  } catch {
    // not JSON (HTML, files): callers read `text`
  }
  return { status: res.statusCode, headers: res.headers, json, text: res.body };
}

/**
 * Another instance of a test app: the same database, data directory and Redis, as a second node behind a load
 * balancer. Like a real one it has its own `WORKER_ID` (ids made at the same moment on two nodes must differ),
 * and it runs no scheduled job, so a test decides when jobs run.
 */
export function secondInstance(t: TestApp, options: BuildOptions = {}): Promise<BuiltApp> {
  return buildApp(
    { ...t.config, workerId: (t.config.workerId + 1) % 16, jobs: { ...t.config.jobs, enabled: false } },
    options,
  );
}
