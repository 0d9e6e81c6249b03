import type { CategoryNode } from '@retail/contracts/api/retail/goods-category';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './useCategoryTree.ts';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  pid: 0,
  name,
  code: null,
  orderNo: 0,
  status: 1,
  remark: null,
  createTime: '2026-11-23 09:00:00',
  children,
});

describe('category picker options', () => {
  const tree = [
    node(1, 'Tea', [node(2, 'Green', [node(3, 'Longjing')]), node(4, 'Black')]),
    node(5, 'Coffee'),
  ];

  it('mirror the tree with names as titles and no empty children', () => {
    expect(categoryOptions(tree)).toEqual([
      {
        value: 1,
        title: 'Tea',
        children: [
          { value: 2, title: 'Green', children: [{ value: 3, title: 'Longjing' }] },
          { value: 4, title: 'Black' },
        ],
      },
      { value: 5, title: 'Coffee' },
    ]);
  });

  it('disable the edited category and everything below it, nothing else', () => {
    const [tea, coffee] = categoryOptions(tree, 2);
    const [green, black] = tea?.children ?? [];
    expect(tea?.disabled).toBeUndefined();
    expect(green?.disabled).toBe(true);
    expect(green?.children?.[0]?.disabled).toBe(true);
    expect(black?.disabled).toBeUndefined();
    expect(coffee?.disabled).toBeUndefined();
  });
});
