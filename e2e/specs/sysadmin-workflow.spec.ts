import { test } from '../support/test.ts';
import { cjk, dialog, expectToast, pickOption } from '../support/antd.ts';
import { call } from '../support/retailApi.ts';
import { expect, okButton, openSignedIn, useSysAdminServer } from '../support/sysadmin.ts';
import {
  clickEdge,
  closeDrawer,
  connect,
  designer,
  designerShown,
  detailOf,
  drawer,
  dropNode,
  edgeOf,
  fitView,
  type Graph,
  idOf,
  layOut,
  listShown,
  nextItem,
  nodeOf,
  nodes,
  shot,
} from '../support/workflow.ts';

const server = useSysAdminServer();
test.use({ viewport: { width: 1600, height: 1000 } });

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
  const saved = await detailOf(server, id);
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
  const again = await detailOf(server, id);
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
  await fitView(page);
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
