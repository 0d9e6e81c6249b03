import { test } from '../support/test.ts';
import { apiResult, expect, setConfig, useShellServer, signInOnPage } from '../support/shellServer.ts';

const server = useShellServer();

test.describe('shell: watermark, notices and the login page', () => {
  test('the watermark shows when the server enables it', async ({ page }) => {
    const { api } = await server.api('superadmin');
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page.getByTestId('active-screen')).toBeVisible();
    await expect(page.getByTestId('watermark')).toHaveCount(0);

    await setConfig(api, 'sys_watermark', 'True');
    await page.reload();
    await expect(page.getByTestId('active-screen')).toBeVisible();
    const watermark = page.getByTestId('watermark');
    await expect(watermark).toHaveCount(1);
    await expect(watermark).toHaveCSS('background-image', /data:image\/png/);
    await expect(watermark).toHaveCSS('pointer-events', 'none');
    await setConfig(api, 'sys_watermark', 'False');
    await api.dispose();
  });

  test('a published notice reaches the bell at once', async ({ page }) => {
    const { api } = await server.api('admin');
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page.getByTestId('active-screen')).toBeVisible();
    const bell = page.getByTestId('bar-notice');
    await expect(bell).toHaveAttribute('data-count', /^\d+$/);
    const before = Number(await bell.getAttribute('data-count'));

    const id = await apiResult<number>(
      api.post('/api/sysNotice/add', {
        data: { title: 'E2E 盘点通知', content: '<p>今晚盘点</p>', type: 1 },
      }),
    );
    await apiResult(api.post('/api/sysNotice/public', { data: { id } }));
    // Live from the hub: no reload, no polling.
    await expect(bell).toHaveAttribute('data-count', String(before + 1));
    await expect(page.getByTestId('notice-count').locator('.ant-scroll-number')).toHaveAttribute(
      'title',
      String(before + 1),
    );
    await page.getByTestId('bar-notice').click();
    await page.locator('.notice-bell').getByText('E2E 盘点通知').click();
    await expect(page.getByRole('dialog').getByText('今晚盘点')).toBeVisible();
    await api.dispose();
  });

  test('the login page remembers the last account and checks the phone number', async ({ page }) => {
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page.getByTestId('active-screen')).toBeVisible();
    await page.getByTestId('user-menu').hover();
    await page.getByTestId('logout').click();
    await expect(page.getByText('此操作将退出登录, 是否继续?')).toBeVisible();
    await page.getByTestId('logout-ok').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-account')).toHaveValue('admin');

    await page.getByTestId('login-tab-phone').click();
    await page.getByTestId('login-phone').fill('12345678901');
    await page.getByTestId('login-get-code').click();
    await expect(page.getByText('请正确输入手机号码！')).toBeVisible();
    await page.getByTestId('login-phone').fill('16612345678');
    await page.getByTestId('login-get-code').click();
    await expect(page.getByTestId('login-get-code')).toContainText('秒后重新获取');
  });
});
