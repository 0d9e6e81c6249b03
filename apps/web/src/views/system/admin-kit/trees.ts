import type { OrgNode } from '@retail/contracts/api/system/org';

export interface PickerNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: PickerNode[];
}

/** The org tree as TreeSelect data; orgs outside the data scope show but cannot be picked. */
export function orgPickerData(nodes: readonly OrgNode[], exclude?: number): PickerNode[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({
      value: n.id,
      title: n.name,
      disabled: n.disabled,
      children: orgPickerData(n.children ?? [], exclude),
    }));
}

/** Every id of a tree (expand all). */
export function treeIds<T extends { id: number; children?: T[] }>(nodes: readonly T[]): number[] {
  return nodes.flatMap((n) => [n.id, ...treeIds(n.children ?? [])]);
}
