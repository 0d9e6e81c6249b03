import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, dialog, pickOption } from '../support/antd.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;
const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

const GOODS = 'E2E 开放接口商品';
const BODY = JSON.stringify({ keyword: GOODS });

/** What a third party computes in Node: Base64(HMAC-SHA256(secret, the seven lines)). */
function nodeSign(
  secret: string,
  lines: { accessKey: string; timestamp: string; nonce: string; body: string },
) {
  const bodyHash = createHash('sha256').update(lines.body).digest('hex');
  const canonical = [
    'POST',
    '/api/goods/page',
    '',
    lines.accessKey,
    lines.timestamp,
    lines.nonce,
    bodyHash,
  ].join('\n');
  return createHmac('sha256', secret).update(canonical).digest('base64');
}

async function signedGoodsPage(
  api: APIRequestContext,
  headers: { accessKey: string; timestamp: string; nonce: string; sign: string },
) {
  const res = await api.post('/api/goods/page', {
    data: BODY,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return {
    status: res.status(),
    body: (await res.json()) as { code: number; result: { items: Array<{ name: string }> } },
  };
}

test('open access: a key for the manager, its secret once, the help calculator signs as Node does, disabling it refuses calls', async ({
  page,
}) => {
  const { api: admin } = await server.api('admin');
  const added = await admin.post('/api/goods/add', {
    data: { code: 'E2E-OA-1', name: GOODS, retailPrice: 3 },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);
  await admin.dispose();

  await openSignedIn(page, '/platform/openAccess');
  await page.getByRole('button', { name: '新增密钥' }).click();
  const form = dialog(page);
  await form.getByRole('combobox').first().click();
  await form.getByRole('combobox').first().fill('manager');
  await pickOption(page, /^manager/);
  await expect(form.getByTestId('scope-goods:page')).toBeVisible();
  await form
    .locator('.ant-tree-treenode', { has: page.getByTestId('scope-goods:page') })
    .locator('.ant-tree-checkbox')
    .click();
  await shot(page, 'open-access-add');
  await form.getByRole('button', { name: cjk('确定') }).click();

  // the secret, shown this once
  const secretDialog = page.getByRole('dialog', { name: '请保存密钥' });
  await expect(secretDialog).toBeVisible();
  const accessKey = (await secretDialog.getByTestId('one-time-account').innerText()).trim();
  const secret = (await secretDialog.getByTestId('one-time-password').innerText()).trim();
  expect(accessKey).toMatch(/^ak_[a-z2-7]{20}$/);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await shot(page, 'open-access-secret');
  await secretDialog.getByRole('button', { name: cjk('确定') }).click();
  await expect(secretDialog).toBeHidden();
  const row = rowWith(page, accessKey);
  await expect(row).toContainText('manager');
  await expect(row).toContainText(`···${secret.slice(-4)}`);
  await expect(page.locator('body')).not.toContainText(secret);
  await shot(page, 'open-access-list');

  // the help view computes the signature in the page, as a Node client does
  await page.getByRole('button', { name: '签名说明' }).click();
  const help = page.getByRole('dialog', { name: '开放接口签名说明' });
  await expect(help.getByText('签名步骤')).toBeVisible();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  await help.getByLabel('请求体').fill(BODY);
  await help.getByLabel('accessKey', { exact: true }).fill(accessKey);
  await help.getByLabel('accessSecret', { exact: true }).fill(secret);
  await help.getByLabel('timestamp', { exact: true }).fill(timestamp);
  await help.getByLabel('nonce', { exact: true }).fill(nonce);
  await help.getByRole('button', { name: '计算签名' }).click();
  const sign = (await help.getByTestId('calc-sign').innerText()).trim();
  expect(sign).toBe(nodeSign(secret, { accessKey, timestamp, nonce, body: BODY }));
  await expect(help.getByTestId('calc-canonical')).toContainText(`POST\n/api/goods/page\n\n${accessKey}`);
  await shot(page, 'open-access-help');

  // a signed call from Playwright's request context, with the page's signature, lists the goods
  const thirdParty = await request.newContext({ baseURL: server.baseURL });
  const listed = await signedGoodsPage(thirdParty, { accessKey, timestamp, nonce, sign });
  expect(listed.body.code).toBe(200);
  expect(listed.body.result.items.map((g) => g.name)).toEqual([GOODS]);

  // disabled on the screen: the next call is refused
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  const again = {
    accessKey,
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: randomBytes(16).toString('hex'),
  };
  const refused = await signedGoodsPage(thirdParty, {
    ...again,
    sign: nodeSign(secret, { ...again, body: BODY }),
  });
  expect(refused.status).toBe(401);
  expect(refused.body.code).toBe(401);
  await thirdParty.dispose();
});
