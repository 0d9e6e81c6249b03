import { test } from '../support/test.ts';
import { expect, useShellServer, signInOnPage } from '../support/shellServer.ts';

useShellServer();

test.describe('shell: tags view and keep-alive', () => {
  test('three screens open three tags; close-others leaves only the target besides the pinned tags', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    // A fresh page view: the pinned tags, then the screens opened from here.
    await page.goto('/goods/category');
    await expect(page.getByTestId('active-screen')).toBeVisible();
    const tags = page.getByTestId('tag');
    const pinned = await page.locator('[data-testid="tag"].is-affix').count();
    expect(pinned).toBeGreaterThan(0);
    // A slow phone-class CPU: the second click comes while the first screen is still loading, and the
    // first navigation never commits; its screen must get a tag all the same.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByTestId('menu-/goods/supplier').click();
    await page.getByTestId('menu-/goods/barcode').click();
    await expect(page).toHaveURL(/\/goods\/barcode$/);
    const opened = ['/goods/category', '/goods/supplier', '/goods/barcode'];
    for (const key of opened)
      await expect(page.locator(`[data-testid="tag"][data-key="${key}"]`)).toBeVisible();
    await expect(page.locator('[data-testid="tag"]:not(.is-affix)')).toHaveCount(3);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await page.locator('[data-testid="tag"][data-key="/goods/supplier"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其它' }).click();
    await expect(page).toHaveURL(/\/goods\/supplier$/);
    await expect(page.locator('[data-testid="tag"]:not(.is-affix)')).toHaveCount(1);
    await expect(tags).toHaveCount(pinned + 1);
  });

  test('text typed into a screen survives switching to another tag and back', async ({ page }) => {
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    await page.goto('/goods/supplier');
    const input = page.getByTestId('active-screen').locator('input[type="text"], input:not([type])').first();
    await input.fill('kept while away');

    await page.getByTestId('column-/goods').click();
    await page.getByTestId('menu-/goods/category').click();
    await expect(page).toHaveURL(/\/goods\/category$/);
    await page.locator('[data-testid="tag"][data-key="/goods/supplier"]').click();
    await expect(page).toHaveURL(/\/goods\/supplier$/);
    await expect(
      page.getByTestId('active-screen').locator('input[type="text"], input:not([type])').first(),
    ).toHaveValue('kept while away');

    // Refresh remounts the screen: the typed text is gone.
    await page.locator('[data-testid="tag"][data-key="/goods/supplier"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(
      page.getByTestId('active-screen').locator('input[type="text"], input:not([type])').first(),
    ).toHaveValue('');
  });
});
