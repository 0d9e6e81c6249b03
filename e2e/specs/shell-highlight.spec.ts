/// <reference lib="dom" />
import { type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { type Drawn, VISIBLE, deltaE, drawnColours } from '../support/colours.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

useShellServer(240_000);

const LAYOUTS = ['columns', 'defaults', 'classic', 'transverse'] as const;
const TAG_STYLES = ['tags-style-one', 'tags-style-four', 'tags-style-five'] as const;

/** The current menu entry, another entry and the bar they sit on, per layout. */
const MENU: Record<(typeof LAYOUTS)[number], { active: string; inactive: string; bar: string }> = {
  columns: {
    active: '.layout-columns-item.is-active',
    inactive: '.layout-columns-item:not(.is-active)',
    bar: '.layout-columns-bar',
  },
  defaults: {
    active: '.layout-aside .ant-menu-item-selected',
    inactive: '.layout-aside .ant-menu-item:not(.ant-menu-item-selected)',
    bar: '.layout-aside',
  },
  classic: {
    active: '.layout-aside .ant-menu-item-selected',
    inactive: '.layout-aside .ant-menu-item:not(.ant-menu-item-selected)',
    bar: '.layout-aside',
  },
  transverse: {
    active: '.layout-header .ant-menu-submenu-selected > .ant-menu-submenu-title',
    inactive: '.layout-header .ant-menu-submenu:not(.ant-menu-submenu-selected) > .ant-menu-submenu-title',
    bar: '.layout-header',
  },
};

/** Stores theme settings the way the settings drawer does, then reloads on `path`. */
async function useTheme(page: Page, settings: Record<string, unknown>, path: string): Promise<void> {
  await page.evaluate((values) => {
    const key = 'retail:themeConfig';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...stored, ...values }));
  }, settings);
  await page.goto(path);
  await expect(page.getByTestId('active-screen')).toBeVisible();
}

/**
 * The current entry is plainly highlighted: its text stands out from its own background, its background or text
 * from the bar, and its text or background differs visibly from an entry that is not current.
 */
function expectHighlighted(what: string, active: Drawn, inactive: Drawn, bar: Drawn): void {
  const detail = `${what}: ${JSON.stringify({ active, inactive, bar })}`;
  expect(deltaE(active.text, active.background), `${detail} (text on its background)`).toBeGreaterThanOrEqual(
    VISIBLE,
  );
  const fromBar = Math.max(deltaE(active.background, bar.background), deltaE(active.text, bar.background));
  expect(fromBar, `${detail} (against the bar)`).toBeGreaterThanOrEqual(VISIBLE);
  const fromInactive = Math.max(
    deltaE(active.text, inactive.text),
    deltaE(active.background, inactive.background),
  );
  expect(fromInactive, `${detail} (against an inactive entry)`).toBeGreaterThanOrEqual(VISIBLE);
}

async function drawn(locator: Locator): Promise<Drawn> {
  await expect(locator).toBeVisible();
  return drawnColours(locator);
}

test('the current tag and the current menu entry are highlighted in every layout and tag style', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);

  for (const layout of LAYOUTS) {
    for (const tagsStyle of TAG_STYLES) {
      await useTheme(page, { layout, tagsStyle }, '/goods/supplier');
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      // Nothing hovered: hover styles must not stand in for the highlight.
      await page.mouse.move(900, 560);
      const tags = page.getByTestId('tags-view');
      expectHighlighted(
        `${layout} ${tagsStyle} tag`,
        await drawn(tags.locator('[data-testid="tag"].is-active')),
        await drawn(tags.locator('[data-testid="tag"]:not(.is-active)').first()),
        await drawn(tags),
      );
      const menu = MENU[layout];
      expectHighlighted(
        `${layout} menu entry`,
        await drawn(page.locator(menu.active).first()),
        await drawn(page.locator(menu.inactive).first()),
        await drawn(page.locator(menu.bar).first()),
      );
      await page.screenshot({ path: testInfo.outputPath(`highlight-${layout}-${tagsStyle}.png`) });
    }
  }
});

test('English labels of the first column are whole words, not cut to four letters', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await useTheme(page, { layout: 'columns', globalI18n: 'en' }, '/sale/order');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const label = (path: string) => page.getByTestId(`column-${path}`).locator(':scope > span:last-child');
  await expect(label('/vip')).toHaveText('Members');
  await expect(label('/report')).toHaveText('Reports');
  await expect(label('/goods')).toHaveText('Goods');

  // Every label fits its entry: nothing is clipped or spills over the edge.
  const items = page.locator('.layout-columns-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const fit = await items.nth(i).evaluate((item) => {
      const text = item.querySelector(':scope > span:last-child') as HTMLElement;
      const box = item.getBoundingClientRect();
      const inner = text.getBoundingClientRect();
      return {
        text: text.textContent,
        clipped: text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1,
        inside:
          inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5 && inner.bottom <= box.bottom + 0.5,
      };
    });
    expect(fit, JSON.stringify(fit)).toMatchObject({ clipped: false, inside: true });
  }
  await page.locator('.layout-columns-bar').screenshot({ path: testInfo.outputPath('columns-en.png') });
});
