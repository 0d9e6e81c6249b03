import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../api/menu.ts';
import { filterByRoles, flattenMenus, menuLinkTarget, visibleToRoles } from './menuRoutes.ts';

function node(
  id: number,
  path: string,
  component: string,
  children: MenuNode[] = [],
  meta: Partial<MenuNode['meta']> = {},
): MenuNode {
  return {
    id,
    pid: 0,
    path,
    name: `n${id}`,
    component,
    redirect: null,
    meta: {
      title: `menu.n${id}`,
      icon: '',
      isLink: '',
      isHide: false,
      isKeepAlive: true,
      isAffix: false,
      isIframe: false,
      isDynamic: false,
      isDynamicPath: '',
      ...meta,
    },
    children,
  };
}

const keys = ['/goods/list/index.tsx', '/sale/order/detail/index.tsx'];
const tree = [
  node(1, '/goods', 'Layout', [
    node(2, '/goods/list', '/goods/list/index'),
    node(3, '/goods/category', '/goods/category/index'),
  ]),
  node(4, '/sale', 'Layout', [
    node(5, '/sale/order/detail/:id', '/sale/order/detail', [], { isHide: true }),
    node(6, '/sale/order', '/sale/order/index'),
  ]),
];

describe('menu routes', () => {
  it('flattens the tree, matching screen files and giving directories their first screen', () => {
    const routes = flattenMenus(tree, keys);
    expect(routes.map((r) => r.path)).toEqual([
      '/goods',
      '/goods/list',
      '/goods/category',
      '/sale',
      '/sale/order/detail/:id',
      '/sale/order',
    ]);
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
    expect(byPath['/goods']?.isDirectory).toBe(true);
    expect(byPath['/goods']?.redirect).toBe('/goods/list');
    expect(byPath['/sale']?.redirect).toBe('/sale/order');
    expect(byPath['/goods/list']?.component).toEqual({ kind: 'one', key: '/goods/list/index.tsx' });
    expect(byPath['/goods/category']?.component).toEqual({ kind: 'none' });
    expect(byPath['/sale/order/detail/:id']?.isDynamic).toBe(true);
    expect(byPath['/goods/list']?.trail).toEqual([1, 2]);
  });

  it('shows routes with a roles list only to holders of one of the roles', () => {
    expect(visibleToRoles(undefined, [])).toBe(true);
    expect(visibleToRoles([], [])).toBe(true);
    expect(visibleToRoles(['admin'], [])).toBe(false);
    expect(visibleToRoles(['admin', 'cashier'], ['cashier'])).toBe(true);
    const limited = [node(7, '/x', 'Layout', [node(8, '/x/y', '/x/y/index', [], { roles: ['admin'] })])];
    expect(filterByRoles(limited, ['cashier'])[0]?.children).toEqual([]);
    expect(filterByRoles(limited, ['admin'])[0]?.children).toHaveLength(1);
  });

  it('opens URLs as they are and anything else as a path of the app', () => {
    expect(menuLinkTarget('https://example.com/doc', 'http://app')).toEqual({
      kind: 'url',
      href: 'https://example.com/doc',
    });
    expect(menuLinkTarget('/goods/list', 'http://app')).toEqual({ kind: 'app', path: '/goods/list' });
    expect(menuLinkTarget('#/goods/list?x=1', 'http://app')).toEqual({
      kind: 'app',
      path: '/goods/list?x=1',
    });
    expect(menuLinkTarget(' goods/list ', 'http://app')).toEqual({ kind: 'app', path: '/goods/list' });
  });
});
