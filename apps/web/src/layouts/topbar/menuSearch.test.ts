import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../../app/menu/menuRoutes.ts';
import { menuRoute } from '../../app/menu/menuRoute.fixture.ts';
import { searchMenus } from './menuSearch.ts';

function route(path: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return menuRoute({ id: path.length, path, name: path, title, isDynamic: false, trail: [], ...extra });
}

const titles: Record<string, string> = { 'menu.goodsList': 'Goods', 'menu.vipList': 'Members' };
const translate = (key: string) => titles[key] ?? key;

describe('menu search', () => {
  const routes = [
    route('/goods/list', 'menu.goodsList'),
    route('/vip/list', 'menu.vipList'),
    route('/goods', 'menu.goods', { isDirectory: true }),
    route('/sale/order/detail/:id', 'menu.saleOrderDetail', { isHide: true, isDynamic: true }),
  ];

  it('matches the path, the title key or the translated title, ignoring case', () => {
    expect(searchMenus(routes, 'GOODS', translate).map((r) => r.path)).toEqual(['/goods/list']);
    expect(searchMenus(routes, 'members', translate).map((r) => r.path)).toEqual(['/vip/list']);
    expect(searchMenus(routes, 'viplist', translate).map((r) => r.path)).toEqual(['/vip/list']);
  });

  it('leaves out directories, hidden and parameterised routes, and answers nothing to a blank query', () => {
    expect(searchMenus(routes, 'detail', translate)).toEqual([]);
    expect(searchMenus(routes, '  ', translate)).toEqual([]);
  });
});
