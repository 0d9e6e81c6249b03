import type { NavigateFunction } from 'react-router';
import type { MenuNode } from '../../api/menu.ts';
import { menuLinkTarget } from '../../app/menu/menuRoutes.ts';
import { useMenuStore } from '../../stores/menu.ts';
import { resolveMenuRoute } from '../main/resolveMenuRoute.ts';
import { openTagFor } from '../tags/openTagFor.ts';

/**
 * Opening a menu entry (aside, first column, header menu, top bar search):
 * - a link entry (not embedded) whose link is a URL opens it in a new window and shows the "opened in a new
 *   window" page; any other link value is a path of this app, opened here (spec §2);
 * - a directory goes straight to its redirect (its first screen): passing through the directory's own path
 *   would replace the layout by a redirect for a moment, unmounting every kept-alive screen with it;
 * - anything else navigates to its path.
 * The target's tag opens at the click (see openTagFor).
 */
export function openMenuPath(path: string, navigate: NavigateFunction): void {
  const route = resolveMenuRoute(useMenuStore.getState().routes, path)?.route;
  let target = path;
  if (route?.link && !route.isIframe) {
    const link = menuLinkTarget(route.link, window.location.origin);
    if (link.kind === 'url') window.open(link.href, '_blank', 'noopener');
    else target = link.path;
  } else if (route?.isDirectory && route.redirect) {
    target = route.redirect;
  }
  const { pathname, search } = new URL(target, window.location.origin);
  openTagFor(pathname, search);
  navigate(target);
}

export function openMenuNode(node: MenuNode, navigate: NavigateFunction): void {
  openMenuPath(node.path, navigate);
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
