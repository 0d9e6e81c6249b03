import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../../app/menu/menuRoutes.ts';
import { menuRoute } from '../../app/menu/menuRoute.fixture.ts';
import { resolveMenuRoute } from './resolveMenuRoute.ts';

function route(id: number, path: string, trail: number[], extra: Partial<MenuRoute> = {}): MenuRoute {
  return menuRoute({ id, path, trail, ...extra });
}

const menu = (): MenuRoute[] => [
  route(1, '/sale', [1], { isDirectory: true }),
  route(2, '/sale/order', [1, 2]),
  route(3, '/sale/order/detail/:id', [1, 3], { isHide: true }),
];

describe('resolveMenuRoute', () => {
  it('prefers the static route and highlights a hidden route through its nearest visible ancestor', () => {
    const routes = menu();
    expect(resolveMenuRoute(routes, '/sale/order')?.route.id).toBe(2);
    const detail = resolveMenuRoute(routes, '/sale/order/detail/7');
    expect(detail?.route.id).toBe(3);
    expect(detail?.params.id).toBe('7');
    expect(detail?.selectedPath).toBe('/sale');
    expect(resolveMenuRoute(routes, '/nowhere')).toBeNull();
  });

  it('answers a path of the same menu from memory, and a new menu afresh', () => {
    const routes = menu();
    const first = resolveMenuRoute(routes, '/sale/order');
    expect(resolveMenuRoute(routes, '/sale/order')).toBe(first);
    expect(resolveMenuRoute(routes, '/nowhere')).toBeNull();
    expect(resolveMenuRoute(routes, '/nowhere')).toBeNull();

    const renamed = menu().map((r) => (r.id === 2 ? { ...r, path: '/sale/orders' } : r));
    expect(resolveMenuRoute(renamed, '/sale/order')).toBeNull();
    expect(resolveMenuRoute(renamed, '/sale/orders')?.route.id).toBe(2);
  });
});
