import { expect, test } from '../support/test.ts';
import { confirmPopover, openPopconfirm, dialog } from '../support/antd.ts';
import { call, createGoods, openScreen, receiveStock, stockLogOf, stockOf } from '../support/retailApi.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

test('voiding a confirmed receive on its detail screen creates the reversal and takes the stock back', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'VD-A', 'VD-A-01', { cost: 4, retail: 9, member: 8 });
  const id = await receiveStock(api, 'VD-A-01', 6);
  const original = await call<{ no: string }>(api, 'GET', `/api/stockAdjust/detail?id=${id}`);
  expect(await stockOf(api, 'VD-A-01')).toBe(6);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, `/stock/adjust/detail/${id}`, (p) => p.getByTestId('adjust-status'));
  await expect(page.getByTestId('adjust-status')).toHaveText('已审核');
  await expect(page.getByTestId('adjust-lines')).toContainText('VD-A-01');

  await page.getByTestId(`adjust-void-${original.no}`).click();
  await expect(openPopconfirm(page)).toContainText(original.no);
  await confirmPopover(page);

  // the screen moves to the reversing document, confirmed at once with the negated change
  await expect(page).not.toHaveURL(new RegExp(`/stock/adjust/detail/${id}$`));
  await expect(page.getByTestId('adjust-detail').locator('.ant-card-head-title').first()).toContainText('CX');
  await expect(page.getByTestId('adjust-status')).toHaveText('已审核');
  await expect(page.getByTestId('adjust-lines')).toContainText('-6');
  await expect(page.getByTestId(/^adjust-void-/)).toHaveCount(0);

  // the original now shows as voided and can be voided no more
  await page.getByTestId('adjust-related').click();
  await expect(page).toHaveURL(new RegExp(`/stock/adjust/detail/${id}$`));
  await expect(page.getByTestId('adjust-status')).toHaveText('已作废');
  await expect(page.getByTestId(/^adjust-void-/)).toHaveCount(0);

  expect(await stockOf(api, 'VD-A-01')).toBe(0);
  expect((await stockLogOf(api, 'VD-A-01')).map((row) => row.delta)).toEqual([6, -6]);
});

test('a stocktake saved in the list and confirmed there sets the counted quantity', async ({ page }) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'PD-A', 'PD-A-01', { cost: 1, retail: 2, member: 2 });
  await receiveStock(api, 'PD-A-01', 10);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/stock/adjust', (p) => p.getByTestId('adjust-new-stocktake'));
  await page.getByTestId('adjust-new-stocktake').click();
  await expect(dialog(page)).toContainText('新建盘点单');
  // saving without lines is refused with a message
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog(page)).toContainText('请至少添加一行明细');
  const scan = page.getByTestId('adjust-scan').locator('input');
  await scan.fill('PD-A-01');
  await scan.press('Enter');
  await page.getByTestId('adjust-line-qty-PD-A-01').fill('7');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();

  const confirm = page.locator('[data-testid^="adjust-confirm-PD"]').first();
  await expect(confirm).toBeVisible();
  await confirm.click();
  await confirmPopover(page);
  await expect(page.locator('[data-testid^="adjust-confirm-PD"]')).toHaveCount(0);
  expect(await stockOf(api, 'PD-A-01')).toBe(7);
  expect((await stockLogOf(api, 'PD-A-01')).map((row) => row.delta)).toEqual([10, -3]);
});
