import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from 'mysql2/promise';
import pg from 'pg';
import type { DbType } from '../../src/config.ts';

export interface TestDatabase {
  type: DbType;
  url: string;
  drop(): Promise<void>;
}

/**
 * The databases integration suites run on: SQLite always; PostgreSQL and MariaDB when TEST_PG_URL and
 * TEST_MYSQL_URL are set. In CI (CI=true) both are required.
 */
export function databaseKinds(): DbType[] {
  const kinds: DbType[] = ['sqlite'];
  const missing: string[] = [];
  if (process.env.TEST_PG_URL) kinds.push('postgres');
  else missing.push('TEST_PG_URL');
  if (process.env.TEST_MYSQL_URL) kinds.push('mysql');
  else missing.push('TEST_MYSQL_URL');
  if (process.env.CI === 'true' && missing.length > 0) {
    throw new Error(`CI requires the PostgreSQL and MariaDB suites: set ${missing.join(' and ')}`);
  }
  return kinds;
}

function uniqueName(): string {
  return `retail_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A brand-new empty database of the given kind, dropped again by `drop()`. */
export async function createTestDatabase(type: DbType): Promise<TestDatabase> {
  if (type === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'retail-sqlite-'));
    return {
      type,
      url: join(dir, 'test.db'),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = uniqueName();
  if (type === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return {
      type,
      url: withDatabase(process.env.TEST_PG_URL as string, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: process.env.TEST_PG_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const admin = createPool({ uri: process.env.TEST_MYSQL_URL, connectionLimit: 1 });
  await admin.query(`create database ${name} character set utf8mb4 collate utf8mb4_unicode_ci`);
  await admin.end();
  return {
    type,
    url: withDatabase(process.env.TEST_MYSQL_URL as string, name),
    drop: async () => {
      const a = createPool({ uri: process.env.TEST_MYSQL_URL, connectionLimit: 1 });
      await a.query(`drop database if exists ${name}`);
      await a.end();
    },
  };
}
