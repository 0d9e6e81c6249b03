import { describe, expect, it } from 'vitest';
import { type GrantNode, grantView, toggleGrant, withinTree } from './menuGrant.ts';

const button = (id: number): GrantNode => ({ id, type: 3, children: [] });
/** dir 1 > screen 10 (buttons 11, 12), screen 20 (button 21) */
const tree: GrantNode[] = [
  {
    id: 1,
    type: 1,
    children: [
      { id: 10, type: 2, children: [button(11), button(12)] },
      { id: 20, type: 2, children: [button(21)] },
    ],
  },
];

describe('menu grant tree', () => {
  it('shows a partly granted branch as half-checked up to the root', () => {
    const view = grantView(tree, new Set([1, 10, 11]));
    expect(view.checked.sort()).toEqual([11]);
    expect(view.halfChecked.sort()).toEqual([1, 10]);
  });

  it('shows a fully granted branch as checked', () => {
    const view = grantView(tree, new Set([1, 10, 11, 12]));
    expect(view.checked.sort((a, b) => a - b)).toEqual([10, 11, 12]);
    expect(view.halfChecked).toEqual([1]);
  });

  it('shows a screen granted without its buttons as half-checked, so saving keeps it', () => {
    const view = grantView(tree, new Set([1, 20]));
    expect(view.halfChecked.sort()).toEqual([1, 20]);
  });

  it('ticking a button grants its screen and directory', () => {
    expect([...toggleGrant(tree, new Set(), 21, true)].sort()).toEqual([1, 20, 21]);
  });

  it('ticking a screen grants all its buttons', () => {
    expect([...toggleGrant(tree, new Set(), 10, true)].sort()).toEqual([1, 10, 11, 12]);
  });

  it('unticking the last screen of a directory removes the directory; a screen keeps without buttons', () => {
    expect([...toggleGrant(tree, new Set([1, 20, 21]), 21, false)].sort()).toEqual([1, 20]);
    expect([...toggleGrant(tree, new Set([1, 20, 21]), 20, false)]).toEqual([]);
  });

  it('drops ids that are no longer in the tree', () => {
    expect([...withinTree(tree, [1, 99, 10])]).toEqual([1, 10]);
  });
});
