import { describe, expect, it } from 'vitest';
import { nextHighlight } from './listNavigation.ts';

describe('nextHighlight', () => {
  it('moves with the arrows and wraps around', () => {
    expect(nextHighlight(0, 'ArrowDown', 3)).toBe(1);
    expect(nextHighlight(2, 'ArrowDown', 3)).toBe(0);
    expect(nextHighlight(0, 'ArrowUp', 3)).toBe(2);
    expect(nextHighlight(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextHighlight(-1, 'ArrowUp', 3)).toBe(2);
  });
  it('jumps with Home and End and keeps the row within a shorter list', () => {
    expect(nextHighlight(1, 'Home', 3)).toBe(0);
    expect(nextHighlight(0, 'End', 3)).toBe(2);
    expect(nextHighlight(5, 'a', 2)).toBe(1);
    expect(nextHighlight(0, 'ArrowDown', 0)).toBe(-1);
  });
});
