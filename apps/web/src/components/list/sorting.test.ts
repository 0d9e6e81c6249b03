import { describe, expect, it } from 'vitest';
import { compactFilters, sortOf } from './sorting.ts';

describe('sortOf', () => {
  it('maps antd sort orders to the API words', () => {
    expect(sortOf({ columnKey: 'price', order: 'descend' })).toEqual({ field: 'price', order: 'descending' });
    expect(sortOf({ field: ['goods', 'name'], order: 'ascend' })).toEqual({
      field: 'goods.name',
      order: 'ascending',
    });
  });
  it('sends nothing when the sort is cleared', () => {
    expect(sortOf({ columnKey: 'price', order: null })).toEqual({});
    expect(sortOf([])).toEqual({});
  });
});

describe('compactFilters', () => {
  it('drops empty values and trims text', () => {
    expect(compactFilters({ a: '', b: '  x ', c: null, d: 0, e: false, f: '   ' })).toEqual({
      b: 'x',
      d: 0,
      e: false,
    });
  });
});
