import { describe, expect, it } from 'vitest';
import { conditionOf, rowOf } from './conditionRows.ts';

describe('condition rows of the line drawer', () => {
  it('keeps numbers as numbers, lists for `in`, and no value for empty checks', () => {
    expect(conditionOf({ field: 'amount', op: 'gt', value: '1000' })).toEqual({
      field: 'amount',
      op: 'gt',
      value: 1000,
    });
    expect(conditionOf({ field: ' shop ', op: 'eq', value: 'A01' })).toEqual({
      field: 'shop',
      op: 'eq',
      value: 'A01',
    });
    expect(conditionOf({ field: 'kind', op: 'in', value: ['1', ' 3 ', ''] })).toEqual({
      field: 'kind',
      op: 'in',
      value: [1, 3],
    });
    expect(conditionOf({ field: 'kind', op: 'in', value: '1，2, x' })).toMatchObject({ value: [1, 2, 'x'] });
    expect(conditionOf({ field: 'remark', op: 'empty', value: 'ignored' })).toEqual({
      field: 'remark',
      op: 'empty',
      value: null,
    });
    expect(conditionOf({ field: 'vip', op: 'eq', value: 'true' }).value).toBe(true);
    expect(conditionOf({ field: 'x', op: 'eq', value: '' }).value).toBeNull();
    expect(conditionOf({ field: 'x', op: 'eq', value: '-2.5' }).value).toBe(-2.5);
    expect(conditionOf({ field: 'x', op: 'eq', value: '1e3' }).value).toBe('1e3');
  });

  it('shows a stored condition as the row it came from', () => {
    for (const condition of [
      { field: 'amount', op: 'gt' as const, value: 1000 },
      { field: 'kind', op: 'in' as const, value: [1, 'x'] },
      { field: 'remark', op: 'notEmpty' as const, value: null },
    ]) {
      expect(conditionOf(rowOf(condition))).toEqual(condition);
    }
  });
});
