import type { MenuOutput } from '@retail/contracts/api/system/menu';
import type { PickerNode } from '../admin-kit/trees.ts';

/** The menu tree as TreeSelect data: the nodes `keep` accepts (and their kept children), titles translated. */
export function menuPickerData(
  nodes: readonly MenuOutput[],
  title: (key: string) => string,
  keep: (node: MenuOutput) => boolean,
): PickerNode[] {
  return nodes.filter(keep).map((n) => ({
    value: n.id,
    title: title(n.title),
    children: menuPickerData(n.children, title, keep),
  }));
}
