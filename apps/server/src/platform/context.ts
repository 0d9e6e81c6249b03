import type { AppConfig } from '../config.ts';
import type { Cache } from './cache/index.ts';
import type { Db } from './db/database.ts';
import type { IdGenerator } from './db/ids.ts';
import type { Principal } from './http/access.ts';
import type { SecretBox } from './security/secret-box.ts';

/** The shared parts every module is built from. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  cache: Cache;
  ids: IdGenerator;
  /** seals and opens secrets kept in the database (DATA_KEY) */
  secrets: SecretBox;
}

/** Audit columns for a new row written by the principal (or by the system when there is none). */
export function auditInsert(principal: Principal | null, now = Date.now()) {
  return {
    createTime: now,
    createUserId: principal?.userId ?? null,
    createUserName: principal?.realName ?? null,
    isDelete: 0,
  };
}

export function auditUpdate(principal: Principal | null, now = Date.now()) {
  return {
    updateTime: now,
    updateUserId: principal?.userId ?? null,
    updateUserName: principal?.realName ?? null,
  };
}
