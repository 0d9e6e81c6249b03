import { test } from '../support/test.ts';
import { expect, openSignedIn, useSysAdminServer } from '../support/sysadmin.ts';

useSysAdminServer();

test('server info: host, Node, database, memory, disks', async ({ page }) => {
  await openSignedIn(page, '/platform/server');
  const base = page.getByTestId('server-base');
  await expect(base).toContainText(process.version);
  await expect(base).toContainText(/sqlite/i);
  await expect(page.getByText('CPU 使用率')).toBeVisible();
  await expect(page.getByText('内存使用率')).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});
