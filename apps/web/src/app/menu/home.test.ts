import { describe, expect, it } from 'vitest';
import { homePath, missingRoute } from './home.ts';
import { menuRoute } from './menuRoute.fixture.ts';
import type { MenuRoute } from './menuRoutes.ts';

function route(id: number, path: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return menuRoute({ id, path, ...extra });
}

// the seeded stock keeper's menu: no sales area
const keeper = [
  route(1, '/dashboard', { isDirectory: true }),
  route(2, '/dashboard/home'),
  route(3, '/goods', { isDirectory: true }),
  route(4, '/goods/list'),
];
const cashier = [
  route(1, '/dashboard', { isDirectory: true }),
  route(2, '/dashboard/home'),
  route(5, '/sale', { isDirectory: true }),
  route(6, '/sale/order'),
  route(7, '/sale/order/detail/:id', { isHide: true }),
];
const known = [
  '/sale/order',
  '/sale/order/detail/:id',
  '/platform/tenant',
  '/mobile',
  '/mobile/report/salesumm',
];

describe('the user home and addresses off the menu (audit point 1)', () => {
  it('is /sale/order for a user holding it, else the first visible screen of the own menu', () => {
    expect(homePath(cashier)).toBe('/sale/order');
    expect(homePath(keeper)).toBe('/dashboard/home');
    expect(homePath([route(1, '/mobile', { isHide: true }), route(2, '/x/:id')])).toBe('/mobile');
    expect(homePath([route(1, '/d', { isDirectory: true })])).toBeNull();
  });

  it('sends a landing address the user does not hold to the home, never to itself', () => {
    for (const landing of ['/', '/sale/order', '/mobile', '/mobile/'])
      expect(missingRoute(landing, '/dashboard/home', known)).toEqual({
        kind: 'home',
        to: '/dashboard/home',
      });
    // a landing address that is the home itself is not sent round again
    expect(missingRoute('/sale/order', '/sale/order', known)).toEqual({ kind: 'noAccess' });
    expect(missingRoute('/', null, known)).toEqual({ kind: 'notFound' });
  });

  it('tells a screen the user may not open (no access) from an unknown address (not found)', () => {
    expect(missingRoute('/platform/tenant', '/dashboard/home', known)).toEqual({ kind: 'noAccess' });
    expect(missingRoute('/sale/order/detail/42', '/dashboard/home', known)).toEqual({ kind: 'noAccess' });
    expect(missingRoute('/mobile/report/salesumm', '/sale/order', known)).toEqual({ kind: 'noAccess' });
    expect(missingRoute('/no/such/screen', '/dashboard/home', known)).toEqual({ kind: 'notFound' });
  });
});
