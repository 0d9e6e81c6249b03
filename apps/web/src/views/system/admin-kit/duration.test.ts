import { describe, expect, it } from 'vitest';
import { splitDuration } from './duration.ts';

describe('splitDuration', () => {
  it('splits seconds into whole days, hours and minutes', () => {
    expect(splitDuration(59)).toEqual({ d: 0, h: 0, m: 0 });
    expect(splitDuration(3 * 86_400 + 5 * 3600 + 7 * 60 + 30)).toEqual({ d: 3, h: 5, m: 7 });
    expect(splitDuration(-5)).toEqual({ d: 0, h: 0, m: 0 });
  });
});
