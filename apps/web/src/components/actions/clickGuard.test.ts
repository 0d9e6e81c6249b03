import { describe, expect, it } from 'vitest';
import { CLICK_GUARD_MS, createClickGuard } from './clickGuard.ts';

describe('anti-double-click guard', () => {
  it('ignores the second click of a double click within 500 ms, and runs single clicks', () => {
    let clock = 1_000;
    const guard = createClickGuard(CLICK_GUARD_MS, () => clock);
    const runs: string[] = [];
    const click = (name: string, detail: number) =>
      guard((_event: { detail: number }, n: string) => runs.push(n), { detail }, name);

    click('first', 1);
    click('double', 2);
    clock += 499;
    click('triple, still too soon', 3);
    clock += 1;
    click('a double click after the delay', 2);
    click('a new single click at once', 1);
    click('keyboard activation', 0);
    expect(runs).toEqual([
      'first',
      'a double click after the delay',
      'a new single click at once',
      'keyboard activation',
    ]);
    expect(CLICK_GUARD_MS).toBe(500);
  });

  it('ignores a repeat with the same arguments within 500 ms, runs one with other arguments', () => {
    let clock = 1_000;
    const guard = createClickGuard(CLICK_GUARD_MS, () => clock);
    const runs: unknown[] = [];
    const submit = (values: object) => guard((v: object) => runs.push(v), values);

    submit({ keyword: 'a' });
    submit({ keyword: 'a' });
    submit({ keyword: 'a', lowStock: true });
    clock += 500;
    submit({ keyword: 'a', lowStock: true });
    expect(runs).toEqual([
      { keyword: 'a' },
      { keyword: 'a', lowStock: true },
      { keyword: 'a', lowStock: true },
    ]);
  });
});
