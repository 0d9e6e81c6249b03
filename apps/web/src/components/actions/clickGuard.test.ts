import { describe, expect, it } from 'vitest';
import { CLICK_GUARD_MS, createClickGuard } from './clickGuard.ts';

describe('anti-double-click guard', () => {
  it('runs the first click, ignores clicks within 500 ms of it, and runs the next one after', () => {
    let clock = 1_000;
    const guard = createClickGuard(CLICK_GUARD_MS, () => clock);
    const runs: string[] = [];
    const click = (name: string) => guard((n: string) => runs.push(n), name);

    click('first');
    click('double');
    clock += 499;
    click('still too soon');
    clock += 1;
    click('after the delay');
    expect(runs).toEqual(['first', 'after the delay']);
    expect(CLICK_GUARD_MS).toBe(500);
  });
});
