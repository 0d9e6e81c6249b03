import { test } from '../support/test.ts';
import { expect, okButton, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';
import { confirmPopover } from '../support/antd.ts';

const server = useSysAdminServer();

// The test writes the unsafe HTML straight into the editing area, where the browser tries the image's onerror
// handler at once: the Content-Security-Policy refusing it is the expected outcome, not a fault of the app.
test.use({ expectedCspViolations: [/inline event handler|script-src-attr/] });

const UNSAFE =
  '<p>Hello <b>team</b></p><script>window.__pwned = 1</script>' +
  '<img src="/nothing.png" onerror="window.__pwned = 2" alt="pic">' +
  '<a href="javascript:window.__pwned=3" onclick="window.__pwned = 4">click</a>';

test('notices: a notice with a script and event handlers is stored and shown without them', async ({
  page,
}) => {
  await openSignedIn(page, '/system/notice');
  await page.getByRole('button', { name: '新增通知公告' }).click();
  const dialog = page.getByRole('dialog', { name: '新增通知公告' });
  await dialog
    .locator('input')
    .and(dialog.getByLabel('标题', { exact: true }))
    .fill('E2E 安全公告');
  // what a paste of foreign HTML would leave in the editing area
  await dialog.getByTestId('rich-editor').evaluate((el, html) => {
    el.innerHTML = html;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, UNSAFE);
  await okButton(dialog).click();
  await expect(dialog).toBeHidden();

  const row = rowWith(page, 'E2E 安全公告');
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '发布' }).click();
  await confirmPopover(page);
  await expect(row).toContainText('已发布');

  // stored without them
  const { api } = await server.api();
  const stored = (await (
    await api.post('/api/sysNotice/page', { data: { title: 'E2E 安全公告' } })
  ).json()) as {
    result: { items: Array<{ content: string }> };
  };
  const content = stored.result.items[0]?.content ?? '';
  expect(content).toContain('<b>team</b>');
  expect(content).not.toMatch(/<script|onerror|onclick|javascript:/i);
  await api.dispose();

  // shown without them on the notice board
  await page.goto('/dashboard/notice');
  const boardRow = rowWith(page, 'E2E 安全公告');
  await expect(boardRow).toContainText('未读');
  await boardRow.getByRole('button', { name: 'E2E 安全公告' }).click();
  const shown = page.getByTestId('notice-content');
  await expect(shown).toContainText('Hello team');
  await expect(shown.locator('script')).toHaveCount(0);
  await expect(shown.locator('[onerror], [onclick], a[href^="javascript"]')).toHaveCount(0);
  await expect(shown.locator('img')).toHaveCount(1);
  expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.locator('.ant-modal-close:visible').click();
  await expect(boardRow).toContainText('已读');

  // withdraw
  await page.goto('/system/notice');
  await row.getByRole('button', { name: '撤回' }).click();
  await confirmPopover(page);
  await expect(row).toContainText('已撤回');
});
