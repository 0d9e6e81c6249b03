import { readFileSync } from 'node:fs';
import { codeGenConfig } from '@retail/contracts/api/system/code-gen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGeneratedMenus } from '../../src/db/seed/generated-menus.ts';
import { crud, menu } from '../../src/db/seed/menus/define.ts';
import { flattenMenus, idsOf } from '../../src/db/seed/menus/index.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const config = codeGenConfig.parse(
  JSON.parse(readFileSync(new URL('../fixtures/codegen/retail-promotion.json', import.meta.url), 'utf8')),
);
const routePath = `/${config.area}/${config.resource}`;
const component = '/retail/retail-promotion/index';
// the entry `npm run gen` writes into db/seed/menus/generated.ts for the fixture
const screen = {
  parentId: config.menu.parentId,
  menu: menu(config.menu.idBase, config.resource, routePath, component, config.menu.icon, config.menu.order, [
    ...crud(config.resource),
    [5, `${config.resource}:export`, 'export'],
    [6, `${config.resource}:import`, 'import'],
  ]),
};
/** A menu a user made by hand for the same screen, before the module was generated. */
const USER_MENU = 1_399_000_000_000;

describe.each(databaseKinds())('generated menus on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = (ids: number[]) =>
    t.ctx.db.selectFrom('sysMenu').selectAll().where('id', 'in', ids).orderBy('id').execute();

  it('adds a generated screen once, at its own ids, and never deletes, renames or moves a menu a user made', async () => {
    const now = Date.now();
    const [own] = flattenMenus(
      [menu(USER_MENU, 'myPromotion', routePath, component, 'ele-Medal', 1)],
      now,
      screen.parentId,
    );
    await t.ctx.db
      .insertInto('sysMenu')
      .values({ ...own!, title: '促销活动' })
      .execute();
    const before = await rowsOf([USER_MENU]);
    const seed = { adminPassword: 'unused', now, ids: t.ctx.ids };

    await seedGeneratedMenus(t.ctx.db, seed, [screen]);
    const generated = await rowsOf(idsOf(screen.menu));
    expect(generated.map((row) => row.id)).toEqual(idsOf(screen.menu));
    expect(generated[0]).toMatchObject({
      pid: screen.parentId,
      path: routePath,
      title: `menu.${config.resource}`,
    });

    // a user renames the generated screen; generating and seeding again changes nothing
    await t.ctx.db
      .updateTable('sysMenu')
      .set({ title: 'Promotions (ours)' })
      .where('id', '=', screen.menu.id)
      .execute();
    await seedGeneratedMenus(t.ctx.db, { ...seed, now: now + 1000 }, [screen]);
    const again = await rowsOf(idsOf(screen.menu));
    expect(again).toHaveLength(idsOf(screen.menu).length);
    expect(again[0]?.title).toBe('Promotions (ours)');
    expect(again.slice(1)).toEqual(generated.slice(1));
    expect(await rowsOf([USER_MENU])).toEqual(before);
  });
});
