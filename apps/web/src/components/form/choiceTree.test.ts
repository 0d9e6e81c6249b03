import { describe, expect, it } from 'vitest';
import { choiceTree } from './value-fields.tsx';

const choices = [
  { value: 1, label: 'A', pid: null },
  { value: 2, label: 'A1', pid: 1 },
  { value: 3, label: 'A1a', pid: 2 },
  { value: 4, label: 'B', pid: 99 },
];

describe('choiceTree', () => {
  it('nests choices under their parent; a parent not among them makes a root', () => {
    const tree = choiceTree(choices);
    expect(tree.map((n) => n.value)).toEqual([1, 4]);
    expect(tree[0]?.children[0]?.children[0]?.value).toBe(3);
  });

  it('leaves out the excluded row and everything below it', () => {
    const tree = choiceTree(choices, 2);
    expect(tree.map((n) => n.value)).toEqual([1, 4]);
    expect(tree[0]?.children).toEqual([]);
  });
});
