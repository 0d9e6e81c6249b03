import { titleMatches } from '../../../layouts/topbar/menuSearch.ts';

interface TitledNode<T> {
  title: string;
  children: T[];
}

/**
 * The menus whose title, as shown in the current language, contains `query`: a flat list in tree order, like
 * the server's own title search (which only sees the stored keys, `menu.sysUser`).
 */
export function filterByTitle<T extends TitledNode<T>>(
  tree: readonly T[],
  query: string,
  translate: (title: string) => string,
): T[] {
  const found: T[] = [];
  const visit = (nodes: readonly T[]) => {
    for (const node of nodes) {
      if (titleMatches(node.title, query, translate)) found.push({ ...node, children: [] });
      visit(node.children);
    }
  };
  visit(tree);
  return found;
}
