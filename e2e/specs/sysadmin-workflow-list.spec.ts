import { test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, expectToast, openPopconfirm } from '../support/antd.ts';
import { call } from '../support/retailApi.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, okButton, openSignedIn, useSysAdminServer } from '../support/sysadmin.ts';
import { designer, designerShown, listShown, rowOf, shot } from '../support/workflow.ts';

const server = useSysAdminServer();
test.use({ viewport: { width: 1600, height: 1000 } });

test('the list: copy, export and import, disable and enable, delete with a question; help and versions in the designer; unsaved work asks before its tag closes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { api } = await server.api('admin');
  const graph = {
    schemaVersion: 1,
    nodes: [
      { id: 's', type: 'start', position: { x: 0, y: 0 }, data: { name: '开始' } },
      {
        id: 'a',
        type: 'approve',
        position: { x: 0, y: 140 },
        data: { name: '审批', assignee: { kind: 'orgLeader' } },
      },
      { id: 'e', type: 'end', position: { x: 0, y: 280 }, data: { name: '结束' } },
    ],
    edges: [
      { id: 'e1', source: 's', target: 'a' },
      { id: 'e2', source: 'a', target: 'e' },
    ],
    viewport: { x: 100, y: 40, zoom: 1 },
  };
  const id = await call<number>(api, 'POST', '/api/sysWorkflow/add', {
    code: 'adjust',
    name: '调整审批',
    graph,
  });
  await call(api, 'POST', '/api/sysWorkflow/publish', { id });

  await openSignedIn(page, '/develop/workflow', 'admin');
  await listShown(page);
  const row = rowOf(page, 'adjust');
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('v1');
  await shot(page, 'workflow-list-zh');

  // copy: a draft of its own
  await row.getByRole('button', { name: '复制' }).click();
  await expectToast(page, '已复制流程');
  await expect(rowOf(page, 'adjust_copy')).toContainText('草稿');
  await expect(rowOf(page, 'adjust_copy')).toContainText('调整审批（副本）');

  // export, then import under another code
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('adjust.json');
  const file = await download.path();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('wf-list-import').click(),
  ]);
  await chooser.setFiles(file);
  const imported = dialog(page);
  await expect(imported.getByLabel('流程编码')).toHaveValue('adjust');
  await okButton(imported).click();
  await expectToast(page, '“adjust”已存在');
  await imported.getByLabel('流程编码').fill('adjust_imported');
  await imported.getByRole('button', { name: /确\s*定$/ }).click();
  await expect(imported).toBeHidden();
  await expect(rowOf(page, 'adjust_imported')).toContainText('草稿');

  // disable and enable again, each asked first
  await row.getByRole('button', { name: '停用' }).click();
  await expect(openPopconfirm(page)).toContainText('停用【调整审批】');
  await confirmPopover(page);
  await expectToast(page, '已停用');
  await expect(row).toContainText('已停用');
  await row.getByRole('button', { name: '启用' }).click();
  await expect(openPopconfirm(page)).toContainText('启用【调整审批】');
  await confirmPopover(page);
  await expectToast(page, '已启用');

  // delete asks, naming what stays
  await rowOf(page, 'adjust_imported')
    .getByRole('button', { name: cjk('删除') })
    .click();
  await expect(openPopconfirm(page)).toContainText('已发布的版本会保留');
  await confirmPopover(page);
  await expectToast(page, '删除成功');
  await expect(rowOf(page, 'adjust_imported')).toHaveCount(0);

  // the designer: help, and the version history with its read-only view
  await row.getByRole('button', { name: '设计' }).click();
  await designerShown(page);
  await expect(page.getByTestId('wf-status')).toHaveText('已发布 v1');
  await page.getByTestId('wf-help').click();
  await expect(page.getByTestId('wf-help-content')).toContainText('Ctrl+Shift+Z');
  await page.keyboard.press('Escape');
  await page.getByTestId('wf-versions').click();
  await page.getByTestId('wf-version-1').getByRole('button', { name: '查看' }).click();
  await expect(page.getByTestId('wf-version-view').locator('[data-testid^="wf-node-"]')).toHaveCount(3);
  await shot(page, 'workflow-version-zh');
  await page.locator('.ant-modal:visible').getByRole('button', { name: '关 闭', exact: true }).click();
  await page.locator('.ant-drawer:visible .ant-drawer-close').click();

  // unsaved work: closing the designer's tag asks first
  await page.getByTestId('wf-pal-notify').click();
  await expect(designer(page)).toHaveAttribute('data-dirty', 'yes');
  const tag = page.locator('[data-testid="tag"][data-active="true"]');
  await expect(tag).toHaveText('调整审批');
  await tag.getByTestId('tag-close').click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '有未保存的修改' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: cjk('取消') }).click();
  await expect(designer(page)).toHaveAttribute('data-dirty', 'yes');
  await tag.getByTestId('tag-close').click();
  await ask.getByRole('button', { name: '放弃修改' }).click();
  await expect(page.locator('[data-testid="tag"]').filter({ hasText: '调整审批' })).toHaveCount(0);
  await api.dispose();
});

test('the designer in English, its chunk loaded only once a workflow is opened', async ({ page }) => {
  await page.addInitScript(`
    if (!localStorage.getItem('retail:themeConfig')) {
      localStorage.setItem('retail:themeConfig', JSON.stringify({ globalI18n: 'en' }));
    }
  `);
  const { api } = await server.api('admin');
  await call(api, 'POST', '/api/sysWorkflow/add', {
    code: 'english',
    name: 'Stock adjustment approval',
    event: 'stockAdjust',
    graph: {
      schemaVersion: 1,
      nodes: [
        { id: 's', type: 'start', position: { x: 0, y: 0 }, data: { name: 'Start' } },
        {
          id: 'a',
          type: 'approve',
          position: { x: 0, y: 140 },
          data: { name: 'Check', assignee: { kind: 'orgLeader' } },
        },
        { id: 'e', type: 'end', position: { x: 0, y: 280 }, data: { name: 'Done' } },
      ],
      edges: [
        { id: 'e1', source: 's', target: 'a' },
        { id: 'e2', source: 'a', target: 'e' },
      ],
      viewport: { x: 200, y: 40, zoom: 1 },
    },
  });
  await api.dispose();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await openSignedIn(page, '/develop/workflow', 'admin');
  await listShown(page);
  await expect(page.getByRole('button', { name: 'New workflow' })).toBeVisible();
  expect(scripts.some((url) => url.includes('DesignerScreen'))).toBe(false);
  await rowOf(page, 'english').getByRole('button', { name: 'Design' }).click();
  await designerShown(page);
  expect(scripts.some((url) => url.includes('DesignerScreen'))).toBe(true);
  await expect(page.getByTestId('wf-palette')).toContainText('Approval');
  await page.getByTestId('wf-validate').click();
  await expect(page.getByTestId('wf-issues')).toContainText('No problems');
  await page.locator('[data-testid^="wf-node-"][data-type="approve"]').first().click();
  await expect(page.locator('.ant-drawer:visible')).toContainText('Leader of the submitter’s organisation');
  await shot(page, 'workflow-designer-en');
});

test('a cashier has no workflow menu and the API refuses it', async ({ page }) => {
  const { api } = await server.api('cashier');
  for (const [method, url] of [
    ['post', '/api/sysWorkflow/page'],
    ['get', '/api/sysWorkflow/detail?id=1'],
    ['post', '/api/sysWorkflow/publish'],
  ] as const) {
    const refused = method === 'get' ? await api.get(url) : await api.post(url, { data: {} });
    expect(((await refused.json()) as { code: number }).code, url).toBe(403);
  }
  const tree = await call<unknown[]>(api, 'GET', '/api/sysMenu/loginMenuTree');
  expect(JSON.stringify(tree)).not.toContain('/develop/workflow');
  await api.dispose();
  await page.goto('/login');
  await signInOnPage(page, 'cashier');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/develop/workflow');
  await expect(page).toHaveURL(/\/401$/);
});
