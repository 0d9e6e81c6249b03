import { test } from '../support/test.ts';
import { confirmPopover } from '../support/antd.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();

// Needs the shell's hub connection: the online list is the hub's connections, and ForceOffline is pushed there.
test('online users: force offline sends the other browser to /login within seconds', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext({ baseURL: server.baseURL });
  const staff = await other.newPage();
  await staff.goto('/login');
  await signInOnPage(staff, 'admin');
  await expect(staff).toHaveURL(/\/sale\/order$/);

  await openSignedIn(page, '/system/onlineUser');
  const row = rowWith(page, /^admin/);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '强制下线' }).click();
  await confirmPopover(page);

  // no action in the other browser: the push alone takes it to the sign-in page
  await expect(staff).toHaveURL(/\/login/, { timeout: 10_000 });
  await expect(row).toHaveCount(0);
  await other.close();
});
