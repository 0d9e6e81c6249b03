import { MenuType } from '@retail/contracts';
import { describe, expect, it } from 'vitest';
import { flattenMenus, menuTrees } from '../../src/db/seed/menus/index.ts';

describe('seeded menu tree', () => {
  const rows = flattenMenus(menuTrees, 0);

  it('has unique ids, route names and button codes', () => {
    const dupes = (values: unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(rows.map((r) => r.id))).toEqual([]);
    expect(dupes(rows.filter((r) => r.type !== MenuType.Button).map((r) => r.name))).toEqual([]);
    expect(dupes(rows.filter((r) => r.type === MenuType.Button).map((r) => r.permission))).toEqual([]);
  });

  it('gives every button a permission code of the form area:action and a parent screen', () => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const b of rows.filter((r) => r.type === MenuType.Button)) {
      expect(b.permission).toMatch(/^[a-z][A-Za-z]*:[A-Za-z]+$/);
      expect(byId.get(b.pid as number)?.type).toBe(MenuType.Menu);
    }
  });

  it('gives every screen a path, a route name and a component', () => {
    for (const m of rows.filter((r) => r.type === MenuType.Menu)) {
      expect(m.path).toMatch(/^\//);
      expect(m.name).toBeTruthy();
      expect(m.component).toBeTruthy();
      expect(m.title).toBe(`menu.${m.name}`);
    }
  });
});
