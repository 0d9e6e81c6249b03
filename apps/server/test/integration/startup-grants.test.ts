import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createCache } from '../../src/platform/cache/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('starting an instance', () => {
  const cache = createCache(undefined);
  let first: TestApp | undefined;
  let second: Awaited<ReturnType<typeof buildApp>> | undefined;
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it('forgets the grants an earlier release cached, so buttons its seed added show at once', async () => {
    first = await startTestApp('sqlite', { cache });
    // what a running release cached before the upgrade: menu facts without the new buttons
    await cache.set('perm:menu-facts', [], 3600);
    await cache.set('scope:42', { all: false }, 3600);
    second = await buildApp(first.config, { cache });
    expect(await cache.get('perm:menu-facts')).toBeUndefined();
    expect(await cache.get('scope:42')).toBeUndefined();
  });
});
