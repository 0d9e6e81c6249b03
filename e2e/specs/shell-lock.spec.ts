import { test } from '../support/test.ts';
import { ADMIN_PASSWORD, expect, useShellServer, signInOnPage } from '../support/shellServer.ts';

useShellServer();

test('the screen locks after the configured idle time and unlocks with the password', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);

  await page.getByTestId('bar-settings').click();
  await page.getByTestId('setting-isLockScreen').click();
  const seconds = page.getByTestId('setting-lockScreenTime');
  await seconds.fill('2');
  await seconds.blur();
  await page.keyboard.press('Escape');

  // No activity: the lock screen shows and the main view is hidden.
  await expect(page.getByTestId('lock-screen')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('active-screen')).toBeHidden();
  // A reload stays locked.
  await page.reload();
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.keyboard.press('Enter');
  await page.getByTestId('lock-password').fill('wrong-password');
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.getByTestId('lock-password').fill(ADMIN_PASSWORD);
  // The user goes on working after unlocking; without activity the 2 s idle time would lock the screen again
  // before a slow machine gets to the checks below.
  await page.evaluate(() => {
    window.setInterval(() => window.dispatchEvent(new Event('pointermove')), 200);
  });
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-screen')).toBeHidden();
  await expect(page.getByTestId('active-screen')).toBeVisible();
});
