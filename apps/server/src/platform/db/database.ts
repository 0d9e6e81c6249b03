import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Dialect, Kysely, type Logger, MysqlDialect, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type * as Mysql from 'mysql2';
import type PgModule from 'pg';
import type { DbType } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { queryPlugins } from './query-plugins.ts';
import { withStatementCache } from './sqlite-statements.ts';
import { batchWrites } from './transaction.ts';

export type Db = Kysely<Database>;

// the PostgreSQL and MySQL drivers are loaded only by the dialect that uses them (start-up time)
const requireDriver = createRequire(import.meta.url);
const loadPg = () => requireDriver('pg') as typeof PgModule;
const loadMysql = () => requireDriver('mysql2') as typeof Mysql;

export interface DatabaseHandle {
  db: Db;
  type: DbType;
  close(): Promise<void>;
}

/** Numbers from BIGINT/NUMERIC columns: exact integers below 2^53, otherwise an error rather than a silent rounding. */
function toSafeNumber(text: string): number {
  const n = Number(text);
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) throw new RangeError(`integer ${text} exceeds 2^53`);
  return n;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

function postgresDialect(url: string): Dialect {
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 || oid === PG_NUMERIC
          ? toSafeNumber
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // an idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // replaces it, and the next query that needs a connection reports any lasting problem
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}

function mysqlDialect(url: string): Dialect {
  const pool = loadMysql().createPool({
    uri: url,
    connectionLimit: 10,
    supportBigNumbers: true,
    bigNumberStrings: false,
    decimalNumbers: true,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
  });
  return new MysqlDialect({ pool });
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // 64 MB of pages (the default is 2 MB): a batch of sales changes hundreds of pages, and random index leaves
  // of a large database are read again soon
  database.pragma('cache_size = -65536');
  return new SqliteDialect({ database: withStatementCache(database) });
}

export interface DatabaseOptions {
  /** (tests) every query of a tenant-owned table must constrain the tenant (`TenantGuardPlugin`) */
  tenantGuard: boolean;
  /** Kysely's log of every query run (the bench compares the statements of two ways to the same page) */
  log?: Logger;
}

export function createDatabase(
  type: DbType,
  url: string,
  options: DatabaseOptions = { tenantGuard: false },
): DatabaseHandle {
  const dialect =
    type === 'postgres' ? postgresDialect(url) : type === 'mysql' ? mysqlDialect(url) : sqliteDialect(url);
  const db = new Kysely<Database>({
    dialect,
    plugins: queryPlugins(options),
    ...(options.log ? { log: options.log } : {}),
  });
  if (type === 'sqlite') batchWrites(db);
  return { db, type, close: () => db.destroy() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
