import { describe, expect, it } from 'vitest';
import { shouldLock } from './idleLock.ts';

describe('idle lock (spec §4)', () => {
  it('locks once idle for the configured seconds, only when auto-lock is on', () => {
    expect(shouldLock(true, 300, 299_999)).toBe(false);
    expect(shouldLock(true, 300, 300_000)).toBe(true);
    expect(shouldLock(false, 300, 10_000_000)).toBe(false);
    expect(shouldLock(true, 2, 2_000)).toBe(true);
    expect(shouldLock(true, 0, 10_000)).toBe(false);
  });
});
