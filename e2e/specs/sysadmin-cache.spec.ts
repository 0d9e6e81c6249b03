import { test } from '../support/test.ts';
import { confirmPopover } from '../support/antd.ts';
import { expect, openSignedIn, useSysAdminServer } from '../support/sysadmin.ts';

useSysAdminServer();

test('cache: keys, the value of one, delete it', async ({ page }) => {
  // signing in reads sys_* configs, which are cached under sys_config:
  await openSignedIn(page, '/platform/cache');
  await page.getByPlaceholder('按前缀筛选').fill('sys_config:sys_token_expire');
  const key = page.locator('.cache-key').filter({ hasText: 'sys_config:sys_token_expire' });
  await expect(key).toHaveCount(1);
  await key.click();
  await expect(page.getByTestId('cache-value')).toContainText('120');
  await page.getByRole('button', { name: '删除此键' }).click();
  await confirmPopover(page);
  await expect(page.getByText('已删除 1 个键')).toBeVisible();
  await expect(key).toHaveCount(0);
});
