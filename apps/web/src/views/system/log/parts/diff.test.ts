import { describe, expect, it } from 'vitest';
import { diffRows } from './diff.ts';

describe('diffRows', () => {
  it('lines up the fields of both snapshots and marks the changed ones', () => {
    const rows = diffRows('{"name":"A","price":1,"tags":["x"]}', '{"name":"B","price":1,"stock":3}');
    expect(rows).toEqual([
      { field: 'name', before: 'A', after: 'B', changed: true },
      { field: 'price', before: '1', after: '1', changed: false },
      { field: 'tags', before: '["x"]', after: '', changed: true },
      { field: 'stock', before: '', after: '3', changed: true },
    ]);
  });
  it('handles an insert (no before) and text that is not JSON', () => {
    expect(diffRows(null, '{"id":5}')).toEqual([{ field: 'id', before: '', after: '5', changed: true }]);
    expect(diffRows('oops', '')).toEqual([{ field: '', before: 'oops', after: '', changed: true }]);
  });
});
