import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'retail-config-'));

describe('loadConfig', () => {
  it('has safe defaults: SQLite under DATA_DIR on 127.0.0.1:5005', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 5005, host: '127.0.0.1', timeZone: 'Asia/Shanghai', pageSizeMax: 100 });
    // the tenant guard is for the tests: off unless asked for
    expect(c.db).toEqual({ type: 'sqlite', url: join(dir, 'retail.db'), tenantGuard: false });
    expect(loadConfig({ DATA_DIR: dir, DB_TENANT_GUARD: 'true' }).db.tenantGuard).toBe(true);
    expect(c.captchaEnabled).toBeUndefined();
  });

  it('generates the JWT secret once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('generates the data key once, apart from the JWT secret, unless DATA_KEY is set', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.dataKey.length).toBeGreaterThanOrEqual(32);
    expect(first.dataKey).not.toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).dataKey).toBe(first.dataKey);
    expect(readFileSync(join(dir, 'data-key'), 'utf8')).toBe(first.dataKey);
    const shared = 'k'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, DATA_KEY: shared }).dataKey).toBe(shared);
  });

  it.each([
    [{ DB_TYPE: 'nonsense' }, 'DB_TYPE must be one of sqlite, postgres, mysql'],
    [{ PORT: 'eighty' }, 'PORT is invalid'],
    [{ PORT: '70000' }, 'PORT is invalid'],
    [{ DB_TYPE: 'postgres' }, 'DB_URL is required when DB_TYPE=postgres'],
    [{ DB_TYPE: 'mysql', DB_URL: 'postgres://x@y/z' }, 'DB_URL must be a mysql://'],
    [{ CAPTCHA_ENABLED: 'maybe' }, 'CAPTCHA_ENABLED must be one of'],
    [{ TIME_ZONE: 'Mars/Base' }, 'TIME_ZONE is invalid: an IANA time zone'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET is invalid: at least 32 characters'],
    [{ DATA_KEY: 'short' }, 'DATA_KEY is invalid: at least 32 characters'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL is invalid: a redis://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('reads CAPTCHA_ENABLED as an override of the sys_captcha row', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CAPTCHA_ENABLED: 'false' }).captchaEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), CAPTCHA_ENABLED: '1' }).captchaEnabled).toBe(true);
  });
});
