import { MenuType } from '@retail/contracts';

/** A node of a grantable menu tree (directories, screens, buttons). */
export interface GrantNode {
  id: number;
  type: number;
  children: GrantNode[];
}

interface Index {
  parent: Map<number, number>;
  node: Map<number, GrantNode>;
}

function indexOf(tree: readonly GrantNode[]): Index {
  const parent = new Map<number, number>();
  const node = new Map<number, GrantNode>();
  const walk = (nodes: readonly GrantNode[], pid: number) => {
    for (const n of nodes) {
      node.set(n.id, n);
      if (pid !== 0) parent.set(n.id, pid);
      walk(n.children, n.id);
    }
  };
  walk(tree, 0);
  return { parent, node };
}

const descendants = (n: GrantNode): number[] => n.children.flatMap((c) => [c.id, ...descendants(c)]);

function ancestors(index: Index, id: number): number[] {
  const out: number[] = [];
  for (let p = index.parent.get(id); p !== undefined; p = index.parent.get(p)) out.push(p);
  return out;
}

/**
 * How a grant shows in a strictly-checked tree: a node is checked when it and everything below it is
 * granted, half-checked when it or something below it is granted but not all.
 */
export function grantView(
  tree: readonly GrantNode[],
  granted: ReadonlySet<number>,
): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const visit = (n: GrantNode): { all: boolean; any: boolean } => {
    let all = granted.has(n.id);
    let any = all;
    for (const c of n.children) {
      const r = visit(c);
      all &&= r.all;
      any ||= r.any;
    }
    if (all) checked.push(n.id);
    else if (any) halfChecked.push(n.id);
    return { all, any };
  };
  tree.forEach(visit);
  return { checked, halfChecked };
}

/**
 * The grant after ticking or unticking one node. Ticking grants the node, everything below it and its
 * ancestors (a button needs its screen and directory). Unticking removes the node and everything below it;
 * a directory left with nothing granted below it goes too, while a screen stays (it is usable on its own).
 */
export function toggleGrant(
  tree: readonly GrantNode[],
  granted: ReadonlySet<number>,
  id: number,
  check: boolean,
): Set<number> {
  const index = indexOf(tree);
  const node = index.node.get(id);
  const next = new Set(granted);
  if (!node) return next;
  const below = [id, ...descendants(node)];
  if (check) {
    for (const x of [...below, ...ancestors(index, id)]) next.add(x);
    return next;
  }
  for (const x of below) next.delete(x);
  for (const a of ancestors(index, id)) {
    const parent = index.node.get(a) as GrantNode;
    if (parent.type === MenuType.Directory && !descendants(parent).some((x) => next.has(x))) next.delete(a);
  }
  return next;
}

/** Keeps only ids present in the tree (a stored grant may hold menus deleted since). */
export function withinTree(tree: readonly GrantNode[], ids: readonly number[]): Set<number> {
  const { node } = indexOf(tree);
  return new Set(ids.filter((id) => node.has(id)));
}
