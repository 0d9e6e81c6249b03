import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, expectToast, openPopconfirm, pickOption } from '../support/antd.ts';
import { call } from '../support/retailApi.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, okButton, openSignedIn, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;
test.use({ viewport: { width: 1600, height: 1000 } });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

interface Graph {
  schemaVersion: 1;
  nodes: Array<{
    id: string;
    type: string;
    position: { x: number; y: number };
    data: Record<string, unknown>;
  }>;
  edges: Array<{
    id: string;
    source: string;
    target: string;
    label: string | null;
    conditions: unknown[];
    isDefault: boolean;
  }>;
  viewport: { x: number; y: number; zoom: number };
}
interface Detail {
  id: number;
  version: number;
  status: number;
  currentVersion: number;
  graph: Graph;
}

/** The list's row of a workflow code (codes are the first column). */
const rowOf = (page: Page, code: string) =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator('td:first-child').getByText(code, { exact: true }) });
const listShown = (page: Page) => expect(page.getByTestId('wf-list-import')).toBeVisible();
const designer = (page: Page) => page.locator('[data-testid="wf-root"]:visible');
const designerShown = (page: Page) => expect(designer(page)).toBeVisible();
const nodes = (page: Page) => designer(page).locator('[data-testid^="wf-node-"]');
const nodeOf = (page: Page, type: string) =>
  designer(page).locator(`[data-testid^="wf-node-"][data-type="${type}"]`);
const idOf = async (node: Locator) => (await node.getAttribute('data-testid'))!.replace('wf-node-', '');

/** Drags a palette item onto the canvas, dropping it `at` the canvas's top-left corner plus x, y (px). */
async function dropNode(page: Page, type: string, at: { x: number; y: number }): Promise<string> {
  const before = await nodeOf(page, type).count();
  await page
    .getByTestId(`wf-pal-${type}`)
    .dragTo(designer(page).getByTestId('wf-canvas'), { targetPosition: at });
  await expect(nodeOf(page, type)).toHaveCount(before + 1);
  return idOf(nodeOf(page, type).last());
}

/** Draws a line from a node's bottom handle to another's top handle, with the mouse in small steps. */
async function connect(page: Page, from: string, to: string): Promise<void> {
  const source = (await page
    .getByTestId(`wf-node-${from}`)
    .locator('.react-flow__handle-bottom')
    .boundingBox())!;
  const target = (await page.getByTestId(`wf-node-${to}`).locator('.react-flow__handle-top').boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 20, { steps: 10 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(edgeOf(page, from, to)).toHaveCount(1);
}

/** Auto layout, then wait until the view has finished moving to fit the laid-out drawing. */
async function layOut(page: Page): Promise<void> {
  await page.getByTestId('wf-layout').click();
  let last = '';
  await expect
    .poll(async () => {
      const now = await designer(page).locator('.react-flow__viewport').getAttribute('style');
      const still = now === last;
      last = now ?? '';
      return still;
    })
    .toBe(true);
}

/** An item of the open "+" menu (menus opened before stay in the page, hidden). */
const nextItem = (page: Page, type: string) => page.locator(`[data-testid="wf-next-${type}"]:visible`);

const edgeOf = (page: Page, from: string, to: string) =>
  designer(page).locator(`.react-flow__edge[aria-label="Edge from ${from} to ${to}"]`);

/** Clicks a line at the middle of its path (its bounding box's middle may be off an L-shaped path). */
async function clickEdge(page: Page, from: string, to: string): Promise<void> {
  const point = await edgeOf(page, from, to)
    .locator('path.react-flow__edge-interaction')
    .evaluate((path: SVGPathElement) => {
      const p = path.getPointAtLength(path.getTotalLength() / 2);
      const m = path.getScreenCTM()!;
      return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
    });
  await page.mouse.click(point.x, point.y);
}

async function detailOf(id: number): Promise<Detail> {
  const { api } = await server.api('admin');
  const detail = await call<Detail>(api, 'GET', `/api/sysWorkflow/detail?id=${id}`);
  await api.dispose();
  return detail;
}

const drawer = (page: Page, testId: string) =>
  page.locator(`.ant-drawer:visible`).filter({ has: page.getByTestId(testId) });
const closeDrawer = async (page: Page) => {
  await page.locator('.ant-drawer:visible .ant-drawer-close').click();
  await expect(page.locator('.ant-drawer-content-wrapper:visible')).toHaveCount(0);
};

test('the admin designs a two-step refund approval with a condition, saves it losslessly, undoes, is stopped by a loose node, and publishes v1', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await openSignedIn(page, '/develop/workflow', 'admin');
  await listShown(page);

  // a new workflow for refunds: the designer opens on it
  await page.getByRole('button', { name: '新增流程' }).click();
  const add = dialog(page);
  await add.getByLabel('流程编码').fill('refund_approval');
  await add.getByLabel('流程名称').fill('退款审批');
  await add.getByLabel('业务事件').click();
  await pickOption(page, /^销售退款$/);
  await okButton(add).click();
  await expect(page).toHaveURL(/\/develop\/workflow\?id=\d+&tagsViewName=/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await designerShown(page);
  await expect(page.getByTestId('wf-status')).toHaveText('未发布');
  await expect(page.locator('[data-testid="tag"][data-active="true"]')).toHaveText('退款审批');

  // start, an approval and an end dragged from the palette, then joined
  const start = await dropNode(page, 'start', { x: 400, y: 60 });
  const manager = await dropNode(page, 'approve', { x: 400, y: 220 });
  const end = await dropNode(page, 'end', { x: 400, y: 420 });
  await connect(page, start, manager);
  await connect(page, manager, end);

  // the approval is the store manager's
  await page.getByTestId(`wf-node-${manager}`).click();
  const nodeDrawer = drawer(page, 'wf-node-name');
  await nodeDrawer.getByTestId('wf-node-name').fill('店长审批');
  await nodeDrawer.getByLabel('处理人').click();
  await pickOption(page, /^指定角色$/);
  await nodeDrawer.getByLabel('角色', { exact: true }).click();
  await pickOption(page, /^店长$/);
  await closeDrawer(page);
  await expect(page.getByTestId(`wf-node-${manager}`)).toContainText('店长审批');
  await expect(page.getByTestId(`wf-node-${manager}`)).toContainText('角色：店长');

  // the first line is labelled
  await clickEdge(page, start, manager);
  await drawer(page, 'wf-edge-label').getByTestId('wf-edge-label').fill('提交');
  await closeDrawer(page);
  await expect(edgeOf(page, start, manager)).toHaveCount(1);
  await expect(designer(page).locator('.wf-edge-label').filter({ hasText: '提交' })).toBeVisible();

  // "+" on the approval: a condition goes in between it and the end; "+" on the condition: a second approval
  await page.getByTestId(`wf-add-after-${manager}`).click();
  await nextItem(page, 'condition').click();
  await expect(nodeOf(page, 'condition')).toHaveCount(1);
  const condition = await idOf(nodeOf(page, 'condition'));
  await expect(edgeOf(page, manager, condition)).toHaveCount(1);
  await expect(edgeOf(page, condition, end)).toHaveCount(1);
  await layOut(page);
  await page.getByTestId(`wf-add-after-${condition}`).click();
  await nextItem(page, 'approve').click();
  await expect(nodeOf(page, 'approve')).toHaveCount(2);
  const finance = await idOf(nodeOf(page, 'approve').last());
  await layOut(page);
  await connect(page, finance, end);

  await page.getByTestId(`wf-node-${finance}`).click();
  await nodeDrawer.getByTestId('wf-node-name').fill('财务审批');
  await nodeDrawer.getByLabel('处理人').click();
  await pickOption(page, /^发起人的直属上级$/);
  await closeDrawer(page);

  // the branch to finance is for refunds above 1000; the other one is the default
  await clickEdge(page, condition, finance);
  const edgeDrawer = drawer(page, 'wf-edge-label');
  await edgeDrawer.getByTestId('wf-edge-label').fill('大额');
  await edgeDrawer.getByTestId('wf-condition-add').click();
  await edgeDrawer.getByTestId('wf-condition-field').locator('input').fill('amount');
  await edgeDrawer.getByTestId('wf-condition-value').fill('1000');
  await closeDrawer(page);
  await clickEdge(page, condition, end);
  await edgeDrawer.getByTestId('wf-edge-label').fill('其他');
  await edgeDrawer.getByTestId('wf-edge-default').click();
  await closeDrawer(page);
  await expect(
    designer(page).locator('.wf-edge-label').filter({ hasText: '退款金额 大于 1000' }),
  ).toBeVisible();
  await expect(designer(page).locator('.wf-edge-label').filter({ hasText: '默认' })).toBeVisible();
  await shot(page, 'workflow-designer-zh');

  // saved with Ctrl+S
  await expect(designer(page)).toHaveAttribute('data-dirty', 'yes');
  await page.keyboard.press('Control+s');
  await expectToast(page, '已保存');
  await expect(designer(page)).toHaveAttribute('data-dirty', 'no');
  const saved = await detailOf(id);
  expect(saved.version).toBe(2);
  expect(saved.graph.nodes.map((n) => n.type).sort()).toEqual([
    'approve',
    'approve',
    'condition',
    'end',
    'start',
  ]);
  expect(saved.graph.edges.find((e) => e.source === condition && e.target === finance)).toMatchObject({
    label: '大额',
    conditions: [{ field: 'amount', op: 'gt', value: 1000 }],
    isDefault: false,
  });
  expect(saved.graph.edges.find((e) => e.source === condition && e.target === end)).toMatchObject({
    label: '其他',
    isDefault: true,
  });
  expect(saved.graph.nodes.find((n) => n.id === manager)!.data).toMatchObject({
    name: '店长审批',
    assignee: { kind: 'role', ids: [expect.any(Number)] },
  });

  // reloaded, the designer draws that graph in that viewport: saving it again sends the same graph back
  await page.reload();
  await designerShown(page);
  await expect(nodes(page)).toHaveCount(5);
  await expect(designer(page)).toHaveAttribute('data-dirty', 'no');
  await page.keyboard.press('Control+s');
  await expectToast(page, '已保存');
  const again = await detailOf(id);
  expect(again.version).toBe(3);
  expect(again.graph).toEqual(saved.graph);

  // undo takes the last node away again
  await page.getByTestId('wf-pal-notify').click();
  await expect(nodes(page)).toHaveCount(6);
  await page.keyboard.press('Control+z');
  await expect(nodes(page)).toHaveCount(5);
  await expect(designer(page)).toHaveAttribute('data-dirty', 'no');
  await page.keyboard.press('Control+Shift+z');
  await expect(nodes(page)).toHaveCount(6);
  await page.keyboard.press('Control+z');
  await expect(nodes(page)).toHaveCount(5);

  // a loose approval stops the publish, named in the issues; clicking the issue selects it
  const loose = await dropNode(page, 'approve', { x: 900, y: 120 });
  await page.getByTestId(`wf-node-${loose}`).click();
  await nodeDrawer.getByTestId('wf-node-name').fill('孤立审批');
  await nodeDrawer.getByLabel('处理人').click();
  await pickOption(page, /^发起人所在组织的负责人$/);
  await closeDrawer(page);
  await page.getByTestId('wf-publish').click();
  const issues = page.getByTestId('wf-issues');
  await expect(issues).toContainText('节点“孤立审批”无法从开始节点到达');
  await expect(issues).toContainText('节点“孤立审批”没有流出的连线');
  await expect(page.getByTestId('wf-status')).toHaveText('未发布');
  await shot(page, 'workflow-issues-zh');
  await page.locator('[data-testid="wf-issue"][data-code="unreachable"]').click();
  await expect(page.getByTestId(`wf-node-${loose}`)).toHaveClass(/wf-node--selected/);
  // the server refuses it too, naming the node, when the draft with it is saved
  await page.keyboard.press('Control+s');
  await expectToast(page, '已保存');
  const { api } = await server.api('admin');
  const refused = await api.post('/api/sysWorkflow/publish', { data: { id } });
  expect(((await refused.json()) as { message: string }).message).toContain(
    '节点“孤立审批”无法从开始节点到达',
  );

  // without it, the publish gives v1
  await page.keyboard.press('Delete');
  await expect(nodes(page)).toHaveCount(5);
  await page.getByTestId('wf-publish').click();
  await expect(issues).toContainText('校验通过');
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '发布为 v1' });
  await confirm.getByRole('button', { name: cjk('确定') }).click();
  await expectToast(page, '已发布 v1');
  await expect(page.getByTestId('wf-status')).toHaveText('已发布 v1');
  const versions = await call<Array<{ versionNo: number }>>(
    api,
    'GET',
    `/api/sysWorkflow/versionList?id=${id}`,
  );
  expect(versions.map((v) => v.versionNo)).toEqual([1]);
  const v1 = await call<{ graph: Graph }>(api, 'GET', `/api/sysWorkflow/versionDetail?id=${id}&versionNo=1`);
  expect(v1.graph.nodes).toEqual(saved.graph.nodes);
  expect(v1.graph.edges).toEqual(saved.graph.edges);

  // someone else saves in another browser meanwhile: this designer's next save is refused, and a reload offered
  const other = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1600, height: 1000 },
  });
  const second = await other.newPage();
  await openSignedIn(second, `/develop/workflow?id=${id}&tagsViewName=x`, 'admin');
  await designerShown(second);
  await second.getByTestId('wf-pal-notify').click();
  await second.keyboard.press('Control+s');
  await expectToast(second, '已保存');
  await other.close();
  await page.getByTestId(`wf-node-${finance}`).click();
  await nodeDrawer.getByTestId('wf-node-name').fill('财务复核');
  await closeDrawer(page);
  await page.getByTestId('wf-save').click();
  const conflict = page.locator('.ant-modal-confirm').filter({ hasText: '流程已被他人修改' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: '重新加载' }).click();
  await expect(designer(page)).toHaveAttribute('data-dirty', 'no');
  await expect(nodes(page)).toHaveCount(6);
  await expect(page.getByTestId(`wf-node-${finance}`)).toContainText('财务审批');
  await api.dispose();
});

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
