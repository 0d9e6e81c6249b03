import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../support/client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The built web app beside the API: the SPA's page for every screen path, hashed assets, API paths kept apart. */
describe('serving the web build', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'retail-web-'));
  const page = '<!doctype html><title>retail</title>';
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), page);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestApp('sqlite', {}, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** a browser: no sign-in */
  const visitor = () => apiAs(t, null);

  it.each(['/', '/login', '/sale/order?page=2', '/mobile/barscan'])(
    'answers %s with the app page',
    async (url) => {
      const res = await visitor().get(url);
      expect(res.status).toBe(200);
      expect(res.text).toBe(page);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets for a year and refuses a missing one', async () => {
    const asset = await visitor().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await visitor().get('/assets/index-gone.js');
    expect(missing.status).toBe(404);
  });

  it('keeps unknown API paths as 404 envelopes', async () => {
    const res = await visitor().get('/api/noSuch/thing');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(404);
  });
});
