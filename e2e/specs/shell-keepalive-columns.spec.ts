import { test } from '../support/test.ts';
import { rows, screenShown, search, searchBar } from '../support/antd.ts';
import { createGoods } from '../support/catalog.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

test.use({ viewport: { width: 1280, height: 600 } });

test('a list keeps its filter, page and scroll position when the area is changed through the first column', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  for (let i = 1; i <= 45; i += 1)
    await createGoods(api, {
      code: `KA${String(i).padStart(3, '0')}`,
      name: `Kept goods ${i}`,
      retailPrice: 9,
    });
  await api.dispose();

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await page.getByTestId('column-/goods').click();
  await expect(page).toHaveURL(/\/goods\/list$/);
  await screenShown(page);

  await searchBar(page).getByPlaceholder('编码/名称/条码').fill('Kept goods');
  await search(page);
  await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText('共 45 条');
  await page.locator('.ant-pagination-item-2:visible').click();
  await expect(page.locator('.ant-pagination-item-active:visible')).toHaveText('2');
  await expect(rows(page).first()).toBeVisible();
  const main = page.locator('#layout-main');
  await main.evaluate((el) => el.scrollTo({ top: 320 }));
  const scrolled = await main.evaluate((el) => el.scrollTop);
  expect(scrolled).toBeGreaterThan(100);

  await page.getByTestId('column-/vip').click();
  await expect(page).toHaveURL(/\/vip\/list$/);
  await screenShown(page);
  await page.getByTestId('column-/goods').click();
  await expect(page).toHaveURL(/\/goods\/list$/);
  await screenShown(page);

  await expect(searchBar(page).getByPlaceholder('编码/名称/条码')).toHaveValue('Kept goods');
  await expect(page.locator('.ant-pagination-item-active:visible')).toHaveText('2');
  await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText('共 45 条');
  await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(scrolled);
});
