/** Pure helpers over the menu forest (rows linked by `pid`; 0 = root). */

export interface TreeRow {
  id: number;
  pid: number;
}

/** Children ids by parent id. */
export function childrenIndex(rows: readonly TreeRow[]): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (const r of rows) {
    const list = index.get(r.pid);
    if (list) list.push(r.id);
    else index.set(r.pid, [r.id]);
  }
  return index;
}

/** `rootId` and every node below it (each once, even if the data holds a cycle). */
export function subtreeIds(rows: readonly TreeRow[], rootId: number): number[] {
  const index = childrenIndex(rows);
  const seen = new Set<number>([rootId]);
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    for (const child of index.get(id) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      stack.push(child);
    }
  }
  return [...seen];
}

/** Ids of the ancestors of `id`, nearest first (stops at the root, a missing parent or a cycle). */
export function ancestorIds(byId: ReadonlyMap<number, TreeRow>, id: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>([id]);
  let pid = byId.get(id)?.pid ?? 0;
  while (pid !== 0 && !seen.has(pid)) {
    const parent = byId.get(pid);
    if (!parent) break;
    out.push(pid);
    seen.add(pid);
    pid = parent.pid;
  }
  return out;
}

/** Sort order of siblings: orderNo, then id. */
export function bySortOrder(a: { orderNo: number; id: number }, b: { orderNo: number; id: number }): number {
  return a.orderNo - b.orderNo || a.id - b.id;
}

/**
 * Nests rows into a forest. Siblings keep the order of `rows` (sort them first). Rows whose parent is not in
 * `rows` become roots when `orphansAsRoots`, otherwise they are dropped.
 */
export function nest<R extends TreeRow, N>(
  rows: readonly R[],
  toNode: (row: R, children: N[]) => N,
  orphansAsRoots: boolean,
): N[] {
  const present = new Set(rows.map((r) => r.id));
  const index = new Map<number, R[]>();
  for (const r of rows) {
    const list = index.get(r.pid);
    if (list) list.push(r);
    else index.set(r.pid, [r]);
  }
  const build = (row: R, path: Set<number>): N => {
    const kids = (index.get(row.id) ?? []).filter((c) => !path.has(c.id));
    const next = new Set(path).add(row.id);
    return toNode(
      row,
      kids.map((c) => build(c, next)),
    );
  };
  const roots = rows.filter((r) => r.pid === 0 || (orphansAsRoots && !present.has(r.pid)));
  return roots.map((r) => build(r, new Set()));
}
