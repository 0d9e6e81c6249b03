import { describe, expect, it } from 'vitest';
import { nestRows } from './tableTree.ts';

describe('nestRows', () => {
  const rows = [
    { id: 1, pid: null, name: 'top' },
    { id: 2, pid: 1, name: 'child' },
    { id: 3, pid: 2, name: 'grandchild' },
    { id: 4, pid: 1, name: 'second child' },
    { id: 5, pid: 99, name: 'parent filtered out' },
  ];

  it('nests rows under their parents, in order, and leaves have no children list', () => {
    expect(nestRows(rows, 'pid')).toEqual([
      {
        id: 1,
        pid: null,
        name: 'top',
        children: [
          { id: 2, pid: 1, name: 'child', children: [{ id: 3, pid: 2, name: 'grandchild' }] },
          { id: 4, pid: 1, name: 'second child' },
        ],
      },
      { id: 5, pid: 99, name: 'parent filtered out' },
    ]);
  });

  it('makes a row whose parent is missing or itself a root', () => {
    expect(nestRows([{ id: 7, pid: 7 }], 'pid')).toEqual([{ id: 7, pid: 7 }]);
  });
});
