import { describe, expect, it } from 'vitest';
import { filterByTitle } from './filterByTitle.ts';

interface Node {
  id: number;
  title: string;
  children: Node[];
}

const node = (id: number, title: string, children: Node[] = []): Node => ({ id, title, children });
const shown: Record<string, string> = {
  'menu.system': 'System',
  'menu.sysUser': 'Users',
  'button.add': 'Add',
};
const translate = (title: string) => shown[title] ?? title;

describe('menu screen title filter', () => {
  const tree = [
    node(1, 'menu.system', [node(2, 'menu.sysUser', [node(3, 'button.add')]), node(4, 'Online users')]),
  ];

  it('matches the title as shown, case-insensitively, in tree order and flat', () => {
    expect(filterByTitle(tree, 'USERS', translate)).toEqual([
      node(2, 'menu.sysUser'),
      node(4, 'Online users'),
    ]);
    expect(filterByTitle(tree, 'add', translate).map((n) => n.id)).toEqual([3]);
  });

  it('also matches the stored key', () => {
    expect(filterByTitle(tree, 'menu.sysuser', translate).map((n) => n.id)).toEqual([2]);
  });
});
