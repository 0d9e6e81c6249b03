import { describe, expect, it } from 'vitest';
import { hasAll, hasAny, hasCode } from './rules.ts';

const granted = new Set(['goods:add', 'goods:update']);

describe('permission rules', () => {
  it('one code', () => {
    expect(hasCode(granted, 'goods:add')).toBe(true);
    expect(hasCode(granted, 'goods:delete')).toBe(false);
  });

  it('any of several', () => {
    expect(hasAny(granted, ['goods:delete', 'goods:update'])).toBe(true);
    expect(hasAny(granted, ['goods:delete', 'vip:add'])).toBe(false);
    expect(hasAny(granted, [])).toBe(false);
  });

  it('all of several, duplicates ignored, empty list closed', () => {
    expect(hasAll(granted, ['goods:add', 'goods:update', 'goods:add'])).toBe(true);
    expect(hasAll(granted, ['goods:add', 'goods:delete'])).toBe(false);
    expect(hasAll(granted, [])).toBe(false);
  });
});
