import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting of the server, read from environment variables with safe defaults. */
export const DB_TYPES = ['sqlite', 'postgres', 'mysql'] as const;
export type DbType = (typeof DB_TYPES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'an IANA time zone such as Asia/Shanghai' },
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5005),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_TYPE: z.enum(DB_TYPES).default('sqlite'),
  DB_URL: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'a redis:// or rediss:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { message: 'at least 32 characters' }).optional(),
  DATA_KEY: z.string().min(32, { message: 'at least 32 characters' }).optional(),
  SEED_ADMIN_PASSWORD: z.string().min(6, { message: 'at least 6 characters' }).default('Admin@123456'),
  CAPTCHA_ENABLED: boolFromEnv.optional(),
  TIME_ZONE: timeZone.default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PAGE_SIZE_MAX: z.coerce.number().int().min(10).max(10000).default(100),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
  WEB_DIST: z.string().optional(),
  WORKER_ID: z.coerce.number().int().min(0).max(15).default(0),
  TRUST_PROXY: boolFromEnv.default(false),
  SEED_DEMO: boolFromEnv.default(false),
  DB_TENANT_GUARD: boolFromEnv.default(false),
  JOB_ENABLED: boolFromEnv.default(true),
  JOB_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(30_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOB_HTTP_ALLOW: z.string().default(''),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 ** 3),
  JOB_QUEUE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'letters, digits, _ and -' })
    .default('retail-jobs'),
});

export type Env = Record<string, string | undefined>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** tenantGuard: refuse queries of tenant-owned tables that do not constrain the tenant (tests) */
  db: { type: DbType; url: string; tenantGuard: boolean };
  redisUrl: string | undefined;
  jwtSecret: string;
  /** encrypts secrets at rest (open-access secrets, plugin configs, WeChat tokens); the same on every instance */
  dataKey: string;
  seedAdminPassword: string;
  /** undefined = follow the sys_captcha config row */
  captchaEnabled: boolean | undefined;
  timeZone: string;
  logLevel: (typeof LOG_LEVELS)[number];
  pageSizeMax: number;
  bodyLimit: number;
  /** largest accepted upload (files, avatars, imports) */
  uploadMaxBytes: number;
  webDist: string;
  workerId: number;
  trustProxy: boolean;
  /** fill the default tenant with demo data at start when it has no goods yet */
  seedDemo: boolean;
  jobs: JobSettings;
  /** where archives are kept (shared storage when several instances run) and the largest accepted upload */
  backup: { dir: string; uploadMaxBytes: number };
  version: string;
}

/** The scheduler's settings (docs/decisions.md "Scheduled jobs"). */
export interface JobSettings {
  /** false on nodes that serve the API only: they run no job */
  enabled: boolean;
  /** how long a run's claim lasts without renewal; a node silent that long has lost its runs */
  leaseMs: number;
  /** runs at once on one node */
  concurrency: number;
  /** `host` or `host:port` entries HTTP jobs may call although they are internal addresses */
  httpAllow: string[];
  /** the BullMQ queue of this installation (instances sharing a database share it) */
  queue: string;
}

/** A configuration mistake: the message is one line naming the variable and what it accepts. */
export class ConfigError extends Error {}

function describeIssue(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0] ?? 'environment');
  if (issue.code === 'invalid_value') return `${name} must be one of ${issue.values.join(', ')}`;
  return `${name} is invalid: ${issue.message}`;
}

export function loadConfig(env: Env = process.env, version = '0.0.0'): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(first ? describeIssue(first) : 'invalid environment');
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.DB_TYPE !== 'sqlite' && !e.DB_URL) {
    throw new ConfigError(
      `DB_URL is required when DB_TYPE=${e.DB_TYPE} (for example ${exampleUrl(e.DB_TYPE)})`,
    );
  }
  if (
    e.DB_URL &&
    e.DB_TYPE !== 'sqlite' &&
    !e.DB_URL.startsWith(e.DB_TYPE === 'postgres' ? 'postgres' : 'mysql')
  ) {
    throw new ConfigError(`DB_URL must be a ${exampleUrl(e.DB_TYPE)} style URL when DB_TYPE=${e.DB_TYPE}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    db: { type: e.DB_TYPE, url: e.DB_URL ?? join(dataDir, 'retail.db'), tenantGuard: e.DB_TENANT_GUARD },
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    dataKey: e.DATA_KEY ?? readOrCreateSecret(dataDir, 'data-key'),
    seedAdminPassword: e.SEED_ADMIN_PASSWORD,
    captchaEnabled: e.CAPTCHA_ENABLED,
    timeZone: e.TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    pageSizeMax: e.PAGE_SIZE_MAX,
    bodyLimit: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    webDist: resolve(e.WEB_DIST ?? join(import.meta.dirname, '../../web/dist')),
    workerId: e.WORKER_ID,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    jobs: {
      enabled: e.JOB_ENABLED,
      leaseMs: e.JOB_LEASE_MS,
      concurrency: e.JOB_CONCURRENCY,
      httpAllow: e.JOB_HTTP_ALLOW.split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
      queue: e.JOB_QUEUE,
    },
    backup: {
      dir: resolve(e.BACKUP_DIR ?? join(dataDir, 'backups')),
      uploadMaxBytes: e.BACKUP_UPLOAD_MAX_BYTES,
    },
    version,
  };
}

function exampleUrl(type: DbType): string {
  return type === 'postgres'
    ? 'postgres://user:pass@127.0.0.1:5432/retail'
    : 'mysql://user:pass@127.0.0.1:3306/retail';
}

/**
 * A secret unset in the environment is generated once and kept in DATA_DIR, so tokens and encrypted values
 * survive restarts (several instances must share it through the environment).
 */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: created below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
