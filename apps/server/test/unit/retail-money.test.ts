import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '@retail/contracts';
import { yuan } from '@retail/contracts/api/money';

// The conversions themselves are tested in packages/contracts/src/money.test.ts.
describe('yuan() schema', () => {
  it('re-exports the shared conversions', () => {
    expect(yuanToFen('19.99')).toBe(1999);
    expect(fenToYuan(1999)).toBe(19.99);
  });

  it('validates through the zod schema with a message', () => {
    expect(yuan().parse('8.80')).toBe(880);
    const bad = yuan().safeParse('8.888');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/two decimals/);
  });
});
