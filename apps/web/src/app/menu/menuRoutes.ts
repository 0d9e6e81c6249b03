import type { MenuNode } from '../../api/menu.ts';
import { type ComponentMatch, matchComponent } from './componentMatch.ts';

/** A menu node as a route of the layout (the tree is flattened: every menu is a child of `/`). */
export interface MenuRoute {
  id: number;
  path: string;
  name: string;
  /** i18n key or plain text. */
  title: string;
  icon: string;
  redirect: string | null;
  /** Directories (`Layout`) only group and redirect. */
  isDirectory: boolean;
  /** The screen file key, when exactly one file matched. */
  component: ComponentMatch;
  link: string;
  isIframe: boolean;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  /** The path holds a `:param` segment (spec §2: marked dynamic, keeps its path). */
  isDynamic: boolean;
  roles?: string[];
  /** Ids from the top-level node down to this one. */
  trail: number[];
}

const DIRECTORY_COMPONENTS = new Set(['Layout', 'MobileLayout', 'RouteView', '']);

export function isDirectoryNode(node: MenuNode): boolean {
  return node.children.length > 0 && DIRECTORY_COMPONENTS.has(node.component?.trim() ?? '');
}

/** Spec §6: a route with a roles list shows only to users holding one of them; no list, everyone. */
export function visibleToRoles(roles: readonly string[] | undefined, userRoles: readonly string[]): boolean {
  if (!roles || roles.length === 0) return true;
  return roles.some((role) => userRoles.includes(role));
}

/** Drops nodes (and their subtrees) the user's roles may not see. */
export function filterByRoles(tree: readonly MenuNode[], userRoles: readonly string[]): MenuNode[] {
  return tree
    .filter((node) => visibleToRoles(node.meta.roles, userRoles))
    .map((node) => ({ ...node, children: filterByRoles(node.children, userRoles) }));
}

/** Depth-first flattening with each node's trail; nodes without a path are skipped. */
export function flattenMenus(tree: readonly MenuNode[], fileKeys: readonly string[]): MenuRoute[] {
  const out: MenuRoute[] = [];
  const visit = (node: MenuNode, trail: number[]) => {
    const here = [...trail, node.id];
    if (node.path) {
      const isDirectory = isDirectoryNode(node);
      out.push({
        id: node.id,
        path: node.path,
        name: node.name ?? String(node.id),
        title: node.meta.title,
        icon: node.meta.icon,
        redirect: node.redirect || (isDirectory ? firstScreenPath(node.children) : null),
        isDirectory,
        component: isDirectory ? { kind: 'none' } : matchComponent(node.component, fileKeys),
        link: node.meta.isLink,
        isIframe: node.meta.isIframe,
        isHide: node.meta.isHide,
        isKeepAlive: node.meta.isKeepAlive,
        isAffix: node.meta.isAffix,
        isDynamic: node.meta.isDynamic || node.path.includes('/:'),
        ...(node.meta.roles ? { roles: node.meta.roles } : {}),
        trail: here,
      });
    }
    for (const child of node.children) visit(child, here);
  };
  for (const node of tree) visit(node, []);
  return out;
}

/** The first visible, non-dynamic screen below `nodes` (a directory's default target). */
export function firstScreenPath(nodes: readonly MenuNode[]): string | null {
  for (const node of nodes) {
    if (node.meta.isHide || node.path.includes('/:')) continue;
    if (node.children.length > 0 && isDirectoryNode(node)) {
      const inner = node.redirect || firstScreenPath(node.children);
      if (inner) return inner;
    } else if (node.path) {
      return node.path;
    }
  }
  return null;
}

/** Menu entries shown in navigation: not hidden, same tree shape. */
export function visibleMenus(tree: readonly MenuNode[]): MenuNode[] {
  return tree
    .filter((node) => !node.meta.isHide)
    .map((node) => ({ ...node, children: visibleMenus(node.children) }));
}

const URL_PATTERN = /^(https?:)?\/\//i;

/** Where a menu link leads: a web address (opened in a new window) or a path of this app. */
export type MenuLinkTarget = { kind: 'url'; href: string } | { kind: 'app'; path: string };

/**
 * Spec §2: a link value that is a valid URL opens in a new window, anything else is an in-app path (the
 * template's hash path: `#/goods/list`, `/goods/list` and `goods/list` all name the screen /goods/list).
 */
export function menuLinkTarget(link: string, origin: string): MenuLinkTarget {
  const value = link.trim();
  if (URL_PATTERN.test(value)) {
    try {
      return { kind: 'url', href: new URL(value, origin).href };
    } catch {
      // Not a valid URL after all: an in-app path.
    }
  }
  const path = value.replace(/^#/, '');
  return { kind: 'app', path: path.startsWith('/') ? path : `/${path}` };
}
