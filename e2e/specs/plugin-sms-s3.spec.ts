import { readdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { type FakeAliyunSms, startFakeAliyunSms } from '../../apps/server/test/support/fake-aliyun-sms.ts';
import { S3RVER_KEY, type S3Server, startS3Server } from '../../apps/server/test/support/s3-server.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';
import { apiResult } from '../support/shellServer.ts';
import { test } from '../support/test.ts';

const server = useSysAdminServer();
const PHONE_NUMBER = '13911112222';
// a 1×1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let gateway: FakeAliyunSms;
let s3: S3Server;
test.beforeAll(async () => {
  gateway = await startFakeAliyunSms({ 'LTAI-e2e': 'e2e-gateway-secret' });
  s3 = await startS3Server('retail-e2e');
});
test.afterAll(async () => {
  await gateway?.close();
  await s3?.close();
});

const enable = (api: APIRequestContext, pluginId: string, config: Record<string, unknown>) =>
  apiResult(api.post('/api/sysPlugin/add', { data: { pluginId, config } }));

test('phone sign-in: the code goes through the SMS plugin to the gateway and signs in', async ({ page }) => {
  const { api: root } = await server.api('superadmin');
  await enable(root, 'sms-aliyun', {
    endpoint: gateway.url,
    accessKeyId: 'LTAI-e2e',
    accessKeySecret: 'e2e-gateway-secret',
    signName: '零售测试',
    templateCode: 'SMS_900002',
  });
  await root.dispose();
  const { api: admin } = await server.api('admin');
  await apiResult(
    admin.post('/api/sysUser/add', {
      data: { account: 'smsclerk', realName: '短信店员', phone: PHONE_NUMBER },
    }),
  );
  await admin.dispose();

  await page.goto('/login');
  await expect(page.locator('#prerender')).toHaveCount(0);
  await page.getByTestId('login-tab-phone').click();
  await page.getByTestId('login-phone').fill(PHONE_NUMBER);
  await page.getByTestId('login-get-code').click();
  await expect(page.getByTestId('login-get-code')).toBeDisabled();
  await expect.poll(() => gateway.codeFor(PHONE_NUMBER)).toMatch(/^\d{6}$/);
  await page.getByTestId('login-sms-code').fill(gateway.codeFor(PHONE_NUMBER) as string);
  await page.getByTestId('login-phone-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(gateway.sent.at(-1)).toMatchObject({ signName: '零售测试', templateCode: 'SMS_900002' });
});

test('files: with the S3 plugin on, an upload lands in the bucket and previews from it', async ({ page }) => {
  const { api: root } = await server.api('superadmin');
  await enable(root, 'storage-s3', {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    forcePathStyle: true,
    ...S3RVER_KEY,
  });

  await openSignedIn(page, '/system/file');
  await page
    .getByTestId('file-upload-input')
    .setInputFiles({ name: 's3-pixel.png', mimeType: 'image/png', buffer: PNG });
  const row = rowWith(page, 's3-pixel.png');
  await expect(row).toHaveCount(1);
  const files = await apiResult<{ items: Array<{ fileName: string; provider: string; bucketName: string }> }>(
    root.post('/api/sysFile/page', { data: {} }),
  );
  expect(files.items.find((f) => f.fileName === 's3-pixel')).toMatchObject({
    provider: 's3',
    bucketName: 'retail-e2e',
  });
  expect(
    readdirSync(s3.directory, { recursive: true }).some((name) =>
      String(name).endsWith('.png._S3rver_object'),
    ),
  ).toBe(true);
  await root.dispose();

  await row.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog').locator('img');
  await expect
    .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1);
});
