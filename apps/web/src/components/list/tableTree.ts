/** A tree for antd's Table: leaves lose their empty `children`, so no expand icon shows on them. */
export function tableTree<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.map((n) => {
    const { children, ...rest } = n;
    return (children && children.length > 0 ? { ...rest, children: tableTree(children) } : rest) as T;
  });
}
