import { type Locator, type Page, expect } from '@playwright/test';

/** antd writes two-character CJK button texts with a space ("确 定"); match them either way. */
export function cjk(text: string): RegExp {
  return new RegExp([...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'));
}

/**
 * The open dialog (the last one when several are stacked). A dialog that is closing stays visible while it fades
 * out (antd's `*-leave` motion classes) and is left out: Playwright keeps waiting on an element it resolved for as
 * long as the element stays in the page, so taking the one on its way out would wait for ever.
 */
export function dialog(page: Page): Locator {
  return page.locator('.ant-modal-wrap:visible .ant-modal:not([class*="-leave"])').last();
}

/** Presses the dialog's OK button. */
export async function submitDialog(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: cjk('确定') })
    .click();
}

/** The open Popconfirm: shown and not on its way out (one just answered fades out for a moment, see `dialog`). */
export function openPopconfirm(page: Page): Locator {
  return page.locator('.ant-popconfirm:not(.ant-popover-hidden):not([class*="-leave"])');
}

/** Answers the open Popconfirm with OK, once the one answered before it has gone. */
export async function confirmPopover(page: Page): Promise<void> {
  const open = openPopconfirm(page);
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: cjk('确定') }).click();
}

/** The table rows on the screen in view (kept-alive screens keep their hidden tables). */
export function rows(page: Page): Locator {
  return page.locator('.ant-table-row:visible');
}

/** The table row that contains `text` on the screen in view. */
export function row(page: Page, text: string | RegExp): Locator {
  return rows(page).filter({ hasText: text });
}

/** Picks an option of the open Select / TreeSelect dropdown by its text. */
export async function pickOption(page: Page, text: string | RegExp): Promise<void> {
  const dropdown = page
    .locator('.ant-select-dropdown:visible, .ant-tree-select-dropdown:visible')
    .and(page.locator(':not([class*="-leave"])'))
    .last();
  await dropdown
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: text })
    .first()
    .click();
}

/**
 * The search bar of the list screen on show. Kept-alive screens stay in the page hidden, and their search
 * bars carry the same labels (as do the add/edit dialogs), so only the visible bar counts.
 */
export const searchBar = (scope: Page | Locator) => scope.locator('.list-page-filters:visible');

/** Runs the list search with the bar's current values. */
export async function search(scope: Page | Locator): Promise<void> {
  await searchBar(scope)
    .getByRole('button', { name: cjk('查询') })
    .click();
}

/** The toast that reports an action's outcome. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text }).last()).toBeVisible();
}

/**
 * Waits until the screen of the address bar's path is the one on show and its chunk is in (the shell shows a
 * spinner meanwhile). A navigation renders as a React transition: the address bar changes first, and until the
 * new screen commits the screen left is still on show, with its own toolbar and search bar.
 */
export async function screenShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const shown = document.querySelector('[data-testid="active-screen"]');
        if (!shown || shown.getAttribute('data-path') !== window.location.pathname) return 'another screen';
        return shown.querySelector(':scope > .layout-main__spin') ? 'loading' : 'shown';
      }),
    )
    .toBe('shown');
}

/**
 * Opens a menu screen the way a user does: its top-level column (which opens that column's first screen),
 * then its menu entry. Each screen is let finish loading before the next click: a screen opened while
 * another one's chunk is still loading, or a screen URL loaded directly at boot, can stay on the shell's
 * spinner (reported to the shell).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const column = `/${path.split('/')[1]}`;
  await page.getByTestId(`column-${column}`).click();
  await screenShown(page);
  if (!page.url().endsWith(path)) {
    await page.getByTestId(`menu-${path}`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await screenShown(page);
}

/** Waits until an antd popup (dialog, dropdown) has finished its opening or closing motion. */
export async function settled(popup: Locator): Promise<void> {
  await expect(popup).not.toHaveClass(/-(appear|enter|leave)(\s|$)/);
}

/**
 * Opens the top bar's menu search and types `text`, once the dialog has finished opening: a dropdown placed while
 * the dialog is still zooming in can move under the pointer.
 */
export async function searchMenu(page: Page, text: string): Promise<void> {
  await page.getByTestId('bar-search').click();
  await settled(page.locator('.ant-modal').last());
  await page.getByTestId('search-input').locator('input').fill(text);
}

/** Clicks the menu search's option of `path` once its dropdown has finished appearing. */
export async function chooseSearchOption(page: Page, path: string): Promise<void> {
  const option = page.getByTestId(`search-option-${path}`);
  await settled(page.locator('.ant-select-dropdown').filter({ has: option }));
  await option.click();
}
