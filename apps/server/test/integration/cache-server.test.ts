import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Variant = [kind: ReturnType<typeof databaseKinds>[number], redis: boolean];
const variants: Variant[] = databaseKinds().map((k) => [k, false]);
if (process.env.TEST_REDIS_URL) variants.push(['sqlite', true]);

describe.each(variants)('cache and server info on %s (Redis: %s)', (kind, redis) => {
  let t: TestApp;
  let superadmin: Api;
  let admin: Api;
  const p = `admintest${randomBytes(3).toString('hex')}:`;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, redis ? { USE_REDIS: '1' } : {});
    superadmin = await signInAs(t, 'superadmin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.ctx.cache.delByPrefix(p);
    await t?.close();
  });

  it('lists keys, shows a value and deletes by key and by prefix', async () => {
    await t.ctx.cache.set(`${p}one`, { shop: '零售', n: 1 });
    await t.ctx.cache.set(`${p}two`, 2);
    await t.ctx.cache.set(`${p}three`, 3);
    const keys = (await superadmin.get('/api/sysCache/keyList')).json.result as string[];
    expect(keys).toEqual(expect.arrayContaining([`${p}one`, `${p}two`, `${p}three`]));
    expect(keys.some((k) => k.startsWith('retail:'))).toBe(false);
    expect((await superadmin.get(`/api/sysCache/keysByPrefixKey/${p}t`)).json.result).toEqual([
      `${p}three`,
      `${p}two`,
    ]);
    expect(
      (await superadmin.get(`/api/sysCache/value/${encodeURIComponent(`${p}one`)}`)).json.result,
    ).toEqual({
      shop: '零售',
      n: 1,
    });
    expect((await superadmin.post(`/api/sysCache/delete/${p}one`, {})).json.result).toBe(1);
    expect((await superadmin.get(`/api/sysCache/value/${p}one`)).json.code).toBe(404);
    expect((await superadmin.post(`/api/sysCache/deleteByPreKey/${p}`, {})).json.result).toBe(2);
    expect(await t.ctx.cache.keys(p)).toEqual([]);
  });

  it('is for the platform administrator only', async () => {
    expect((await admin.get('/api/sysCache/keyList')).json.code).toBe(403);
    expect((await admin.post(`/api/sysCache/deleteByPreKey/sess`, {})).json.code).toBe(403);
    expect((await admin.get('/api/sysServer/serverBase')).json.code).toBe(403);
  });

  it('reports the host, Node, database, memory and disks', async () => {
    const base = (await superadmin.get('/api/sysServer/serverBase')).json.result as Record<string, unknown>;
    expect(base.nodeVersion).toBe(process.version);
    expect(base.database).toEqual({ kind, version: expect.stringMatching(/\d+\.\d+/) });
    expect(base.cache).toBe(redis ? 'redis' : 'memory');
    expect(base.processorCount).toBeGreaterThan(0);
    const used = (await superadmin.get('/api/sysServer/serverUsed')).json.result as Record<string, number>;
    expect(used.totalRam).toBeGreaterThan(used.freeRam as number);
    expect(used.ramRate).toBeGreaterThan(0);
    expect(used.ramRate).toBeLessThanOrEqual(100);
    const disks = (await superadmin.get('/api/sysServer/serverDisk')).json.result as Array<
      Record<string, number>
    >;
    expect(disks.length).toBeGreaterThan(0);
    expect(disks[0]?.totalSize).toBeGreaterThan(disks[0]?.availableFreeSpace as number);
  });
});
