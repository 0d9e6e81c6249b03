import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../../../apps/server/src/app.ts';
import { type DbType, loadConfig } from '../../../apps/server/src/config.ts';
import { generate, type Scale } from './generate.ts';

export const BENCH_ADMIN_PASSWORD = 'Bench@Pass123';
const DATA_ROOT = resolve(import.meta.dirname, '../.data');

export interface BenchDatabase {
  type: DbType;
  /** environment for the server started on it */
  env: Record<string, string>;
  /** seconds spent generating, or 0 when an earlier run's data was reused */
  generatedSeconds: number;
}

/** The URL of database `name`, created empty first when `fresh`. */
async function pgDatabase(adminUrl: string, name: string, fresh: boolean): Promise<string> {
  if (fresh) {
    await pgAdmin(adminUrl, [`drop database if exists ${name} with (force)`, `create database ${name}`]);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function pgAdminUrl(): string {
  const admin = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL;
  if (!admin) throw new Error('set BENCH_PG_URL (or TEST_PG_URL) for the PostgreSQL benchmarks');
  return admin;
}

/** The server's environment for a bench database in `dataDir`. */
function benchEnv(type: DbType, dataDir: string, url: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DB_TYPE: type,
    DB_URL: url,
    SEED_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  };
}

/**
 * An empty database `name`, dropped first when it exists: bench/.data/<type>-<name> for SQLite (also the data
 * folder of both kinds), retail_bench_<name> for PostgreSQL.
 */
async function emptyDatabase(type: DbType, name: string): Promise<Record<string, string>> {
  const dataDir = join(DATA_ROOT, `${type}-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return benchEnv(type, dataDir, await databaseUrl(type, dataDir, name, true));
}

async function databaseUrl(type: DbType, dataDir: string, name: string, fresh: boolean): Promise<string> {
  return type === 'postgres'
    ? pgDatabase(pgAdminUrl(), `retail_bench_${name}`, fresh)
    : join(dataDir, 'retail.db');
}

/** A fresh, migrated and seeded database without the generated data (a restore's target). */
export async function seededDatabase(type: DbType, name: string): Promise<Record<string, string>> {
  const env = await emptyDatabase(type, name);
  await (await prepareDatabase(loadConfig(env, 'bench'))).close();
  return env;
}

/** Removes a database made by `seededDatabase`: its folder, and the PostgreSQL database. */
export async function dropDatabase(env: Record<string, string>): Promise<void> {
  if (env.DB_TYPE === 'postgres') {
    const name = new URL(env.DB_URL as string).pathname.slice(1);
    await pgAdmin(pgAdminUrl(), [`drop database if exists ${name} with (force)`]);
  }
  rmSync(env.DATA_DIR as string, { recursive: true, force: true });
}

/** Written in the marker of generated data; changed when the generated shape changes. */
const GENERATOR = 'generator: stock per location';

/**
 * A migrated, seeded database filled with the generated data of `scaleName`, generated once and kept in
 * bench/.data (SQLite) or the database retail_bench_<scale> (PostgreSQL at BENCH_PG_URL or TEST_PG_URL).
 */
export async function benchDatabase(
  type: DbType,
  scaleName: string,
  scale: Scale,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const dataDir = join(DATA_ROOT, `${type}-${scaleName}`);
  const marker = join(dataDir, 'generated');
  // data of an older generator (before stock per location) is made again
  const fresh = !existsSync(marker) || !readFileSync(marker, 'utf8').includes(GENERATOR);
  // a run that stopped half-way left partial data: start again from an empty database
  const env = fresh
    ? await emptyDatabase(type, scaleName)
    : benchEnv(type, dataDir, await databaseUrl(type, dataDir, scaleName, false));
  if (!fresh) return { type, env, generatedSeconds: 0 };
  const started = performance.now();
  const handle = await prepareDatabase(loadConfig(env, 'bench'));
  try {
    await generate(handle.db, type, scale, (line) => log(`  ${type}: ${line}`));
  } finally {
    await handle.close();
  }
  writeFileSync(marker, `${GENERATOR}\n${new Date().toISOString()}\n`);
  return { type, env, generatedSeconds: (performance.now() - started) / 1000 };
}
