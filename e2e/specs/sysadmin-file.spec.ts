import { test } from '../support/test.ts';
import { confirmPopover } from '../support/antd.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();

// a 1×1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function storedCount(): Promise<number> {
  const { api } = await server.api();
  const body = (await (await api.post('/api/sysFile/page', { data: {} })).json()) as {
    result: { total: number };
  };
  await api.dispose();
  return body.result.total;
}

test('files: upload, preview, download and delete; forged, oversize and path names are refused', async ({
  page,
}) => {
  await openSignedIn(page, '/system/file');
  const input = page.getByTestId('file-upload-input');
  const refusal = page.getByTestId('upload-refusal');

  await input.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  const row = rowWith(page, 'pixel.png');
  await expect(row).toHaveCount(1);
  await expect(refusal).toHaveCount(0);
  expect(await storedCount()).toBe(1);

  // preview: the image is fetched with the token and shown
  await row.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog').locator('img');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1);
  await page.locator('.ant-modal-close:visible').click();

  // download under its own name
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pixel.png');

  // a script that claims to be a PNG
  await input.setInputFiles({
    name: 'forged.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(refusal).toContainText('forged.png');
  await expect(refusal).toContainText(/扩展名与内容不符|内容不是允许的类型/);

  // more than the 10 MB limit
  await input.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
  });
  await expect(refusal).toContainText(/过大|10 MB/);

  // a path in the name
  await input.setInputFiles({ name: '../../etc/evil.png', mimeType: 'image/png', buffer: PNG });
  await expect(refusal).toContainText(/文件名.*无效/);

  expect(await storedCount()).toBe(1);

  await row.getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expect(row).toHaveCount(0);
  expect(await storedCount()).toBe(0);
});
