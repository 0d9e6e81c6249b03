import type { NavigateFunction } from 'react-router';
import type { MenuNode } from '../../api/menu.ts';
import { linkTarget } from '../../app/menu/menuRoutes.ts';
import { openTagFor } from '../tags/openTagFor.ts';

/**
 * Opening a menu entry: a link entry (not embedded) opens its target in a new window and shows the
 * "opened in a new window" page; anything else navigates in the app (directories go to their redirect
 * through the router).
 */
export function openMenuNode(node: MenuNode, navigate: NavigateFunction): void {
  if (node.meta.isLink && !node.meta.isIframe) {
    window.open(
      linkTarget(node.meta.isLink, window.location.origin, window.location.pathname),
      '_blank',
      'noopener',
    );
  } else {
    openTagFor(node.path);
  }
  navigate(node.path);
}

/** Finds a node by path in the tree. */
export function findNode(tree: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of tree) {
    if (node.path === path) return node;
    const inner = findNode(node.children, path);
    if (inner) return inner;
  }
  return undefined;
}
