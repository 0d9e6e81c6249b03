/** A tree for antd's Table: leaves lose their empty `children`, so no expand icon shows on them. */
export function tableTree<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.map((n) => {
    const { children, ...rest } = n;
    return (children && children.length > 0 ? { ...rest, children: tableTree(children) } : rest) as T;
  });
}

/**
 * Flat rows nested under their parents by `parentKey`: a row whose parent is not among them (the top, or a search
 * that left the parent out) is a root. Rows keep their order within each level.
 */
export function nestRows<T extends { id: number }>(
  rows: readonly T[],
  parentKey: keyof T,
): Array<T & { children?: T[] }> {
  type Node = T & { children?: Node[] };
  const nodes = new Map<number, Node>(rows.map((row) => [row.id, { ...row }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node[parentKey];
    const above = typeof parent === 'number' && parent !== node.id ? nodes.get(parent) : undefined;
    if (above) (above.children ??= []).push(node);
    else roots.push(node);
  }
  return tableTree(roots);
}
