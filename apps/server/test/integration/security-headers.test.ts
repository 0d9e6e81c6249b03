import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const BOOT = "document.documentElement.setAttribute('data-auth','0');";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `{ 'script-src': "'self' …", … }` */
function directives(csp: unknown): Record<string, string> {
  expect(typeof csp).toBe('string');
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'retail-web-'));
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><head><script>${BOOT}</script></head><body><script type="module" src="/assets/a.js"></script></body>`,
    );
    t = await startTestApp('sqlite', {}, { WEB_DIST: webDist });
    proxied = await startTestApp('sqlite', {}, { WEB_DIST: webDist, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/api/health', '/api/noSuch/thing', '/assets/missing.js'])(
    '%s: the app policy with the inline boot script hashed, no framing by other sites, no sniffing',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toBe(`'self' ${sha256(BOOT)}`);
      expect(csp['script-src']).not.toContain('unsafe');
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(csp['object-src']).toBe("'self' blob:");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/swagger', '/swagger?lang=en'])(
    '%s: its own policy, which allows the sign-in form script by its hash',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
      expect(script).toContain('/swagger/submitUrl');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toBe(`'self' ${sha256(script)}`);
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('HSTS only for https: directly or by X-Forwarded-Proto from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = await t.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
