import { expect, test } from '../support/test.ts';
import { cjk, confirmPopover, openScreen } from '../support/antd.ts';
import { ADMIN_PASSWORD, signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('personal centre: profile, avatar and signature, own sign-ins, password change', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'manager');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/system/userCenter');

  await page.getByLabel('昵称').fill('Boss');
  await page.getByRole('button', { name: '保存基本信息' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '保存成功' })).toBeVisible();

  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.user-center-card .ant-avatar img')).toHaveAttribute('src', /.+/);
  await page
    .getByTestId('signature-file')
    .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('signature-image')).toBeVisible();

  // another sign-in of the same account shows in "my sign-ins" and can be ended from here
  const { api: other, token } = await server.api('manager', ADMIN_PASSWORD);
  await page.getByRole('tab', { name: '我的登录' }).click();
  const others = page
    .getByRole('tabpanel', { name: '我的登录' })
    .locator('.ant-table-row')
    .filter({ hasNotText: '当前设备' });
  await expect(page.getByRole('tabpanel', { name: '我的登录' }).locator('.ant-table-row')).toHaveCount(2);
  await others.getByRole('button', { name: '退出此登录' }).click();
  await confirmPopover(page);
  await expect(page.getByRole('tabpanel', { name: '我的登录' }).locator('.ant-table-row')).toHaveCount(1);
  expect((await other.get('/api/sysAuth/userInfo')).status()).toBe(401);
  expect(token).not.toBe('');
  await other.dispose();

  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByLabel('当前密码').fill('Wrong@Pass1');
  await page.getByLabel('新密码', { exact: true }).fill('New@Pass123');
  await page.getByLabel('确认密码').fill('New@Pass123');
  await page
    .getByRole('tabpanel', { name: '修改密码' })
    .getByRole('button', { name: cjk('确定') })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: /密码/ })).toBeVisible();
  await page.getByLabel('当前密码').fill(ADMIN_PASSWORD);
  await page
    .getByRole('tabpanel', { name: '修改密码' })
    .getByRole('button', { name: cjk('确定') })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '密码已修改' })).toBeVisible();
  const { api: again } = await server.api('manager', 'New@Pass123');
  await again.dispose();
});
