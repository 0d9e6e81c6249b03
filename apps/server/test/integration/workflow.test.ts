import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import type {
  WorkflowDetailOutput,
  WorkflowOutput,
  WorkflowPublishOutput,
  WorkflowValidateOutput,
  WorkflowVersionDetailOutput,
  WorkflowVersionOutput,
} from '@retail/contracts/api/system/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../src/db/seed/core.ts';
import { STAFF_ROLE, STAFF_USER } from '../../src/db/seed/staff.ts';
import { PublishedWorkflows } from '../../src/modules/system/workflow/index.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { edge, node, refundGraph } from '../support/workflow-graphs.ts';

describe.each(databaseKinds())('workflow definitions on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let other: Api;
  let otherTenant: number;
  let published: PublishedWorkflows;
  let seq = 0;
  const code = (prefix = 'wf') => `${prefix}_${kind}_${++seq}`;
  const graph = () => refundGraph(STAFF_ROLE.storeManager, STAFF_USER.manager);

  const add = (who: Api, body: Record<string, unknown> = {}) =>
    who.ok.post<number>('/api/sysWorkflow/add', { code: code(), name: '退款审批', graph: graph(), ...body });
  const detail = (who: Api, id: number) =>
    who.ok.get<WorkflowDetailOutput>(`/api/sysWorkflow/detail?id=${id}`);
  const publish = (who: Api, id: number) =>
    who.ok.post<WorkflowPublishOutput>('/api/sysWorkflow/publish', { id });
  const versionDetail = (who: Api, id: number, versionNo: number) =>
    who.ok.get<WorkflowVersionDetailOutput>(`/api/sysWorkflow/versionDetail?id=${id}&versionNo=${versionNo}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    const created = await signInNewTenantAdmin(t, `Workflow Other ${kind}`, `wfother${kind.slice(0, 2)}`);
    other = created.admin.with(IN_ENGLISH);
    otherTenant = created.tenantId;
    published = new PublishedWorkflows(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves and reads back a graph losslessly, pages with filters and refuses a taken code', async () => {
    const saved = graph();
    const wfCode = code('Refund');
    const id = await add(admin, {
      code: wfCode,
      category: 'sale',
      event: 'saleRefund',
      remark: 'r',
      graph: saved,
    });
    const read = await detail(admin, id);
    expect(read).toMatchObject({ code: wfCode, name: '退款审批', category: 'sale', event: 'saleRefund' });
    expect(read).toMatchObject({ status: 1, currentVersion: 0, version: 1, remark: 'r' });
    expect(read.graph).toEqual(saved);

    const empty = await add(admin, { graph: undefined, event: '' });
    expect((await detail(admin, empty)).graph).toEqual({
      schemaVersion: 1,
      nodes: [],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
    });
    expect((await detail(admin, empty)).event).toBeNull();

    const page = await admin.ok.page<WorkflowOutput>('/api/sysWorkflow/page', {
      code: wfCode.toLowerCase(),
      event: 'saleRefund',
      status: 1,
      field: 'name',
      order: 'ascending',
    });
    expect(page.items.map((w) => w.id)).toEqual([id]);
    expect(page.items[0]).not.toHaveProperty('graph');
    const badSort = await admin.post('/api/sysWorkflow/page', { field: 'draftGraph' });
    expect(badSort.json.code).toBe(400);

    const taken = await admin.post('/api/sysWorkflow/add', { code: wfCode.toUpperCase(), name: 'x' });
    expect(taken.json.code).toBe(409);
    expect(taken.json.message).toContain('code');
  });

  it('answers 409 to a stale update, 400 naming the path to a graph the schema refuses, and changes nothing', async () => {
    const id = await add(admin);
    const changed = graph();
    changed.nodes[1]!.data.name = '店长复核';
    changed.viewport = { x: -3, y: 7.25, zoom: 1.5 };
    expect(await admin.ok.post('/api/sysWorkflow/update', { id, version: 1, graph: changed })).toBe(2);
    expect((await detail(admin, id)).graph).toEqual(changed);

    const stale = await admin.post('/api/sysWorkflow/update', { id, version: 1, name: 'late' });
    expect(stale.json.code).toBe(409);
    expect(stale.json.extras?.reason).toBe('workflow.versionConflict');

    const badType = structuredClone(changed) as unknown as { nodes: Array<{ type: string }> };
    badType.nodes[2]!.type = 'gateway';
    const refused = await admin.post('/api/sysWorkflow/update', { id, version: 2, graph: badType });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('graph.nodes.2.type');
    const badId = await admin.post('/api/sysWorkflow/add', {
      code: code(),
      name: 'x',
      graph: { ...changed, nodes: [node('has space', 'start')] },
    });
    expect(badId.json.code).toBe(400);
    expect(badId.json.message).toContain('graph.nodes.0.id');
    const badCode = await admin.post('/api/sysWorkflow/add', { code: '9lives', name: 'x' });
    expect(badCode.json.code).toBe(400);
    expect(badCode.json.message).toContain('code');
    expect(await detail(admin, id)).toMatchObject({ version: 2, name: '退款审批' });
  });

  it('refuses to publish an invalid graph with every issue naming its node, and validates without saving', async () => {
    const broken = graph();
    broken.nodes.push(node('lost', 'notify', { name: '抄送财务', assignee: { kind: 'user', ids: [] } }));
    broken.nodes[1]!.data.assignee = null;
    const id = await add(admin, { graph: broken });
    const refused = await admin.post('/api/sysWorkflow/publish', { id });
    expect(refused.json.code).toBe(400);
    const message = refused.json.message;
    expect(message).toContain('The workflow cannot be published');
    expect(message).toContain('Node "店长审批" has no assignee');
    expect(message).toContain('Node "抄送财务" cannot be reached from the start');
    expect(message).toContain('Node "抄送财务": choose at least one user or role');
    expect(await admin.ok.get<WorkflowVersionOutput[]>(`/api/sysWorkflow/versionList?id=${id}`)).toEqual([]);
    expect(await detail(admin, id)).toMatchObject({ status: 1, currentVersion: 0 });

    const inChinese = await admin
      .with({ 'accept-language': 'zh-cn' })
      .post('/api/sysWorkflow/publish', { id });
    expect(inChinese.json.message).toContain('节点“抄送财务”无法从开始节点到达');

    const checked = await admin.ok.post<WorkflowValidateOutput>('/api/sysWorkflow/validate', {
      graph: broken,
    });
    expect(checked.valid).toBe(false);
    expect(checked.issues).toContainEqual({
      code: 'unreachable',
      nodeId: 'lost',
      name: '抄送财务',
      message: 'Node "抄送财务" cannot be reached from the start',
    });
    const fine = await admin.ok.post<WorkflowValidateOutput>('/api/sysWorkflow/validate', { graph: graph() });
    expect(fine).toEqual({ valid: true, issues: [] });
  });

  it('publish freezes a version: later updates leave it as it was, and the runtime reads what was published', async () => {
    const first = graph();
    const id = await add(admin, { graph: first });
    expect(await published.latest(DEFAULT_TENANT_ID, id)).toBeUndefined();
    expect(await publish(admin, id)).toEqual({ versionNo: 1, created: true });
    const v1 = await versionDetail(admin, id, 1);
    expect(v1).toMatchObject({ versionNo: 1, workflowId: id, name: '退款审批' });
    expect(v1.publishedUserName).toBeTruthy();
    expect(v1.graph).toEqual(first);

    // the draft moves on; version 1 does not
    const second = graph();
    second.edges[2]!.conditions = [{ field: 'amount', op: 'gte', value: 5000 }];
    await admin.ok.post('/api/sysWorkflow/update', { id, version: 1, graph: second, name: '退款审批二' });
    expect((await versionDetail(admin, id, 1)).graph).toEqual(first);
    expect(await published.latest(DEFAULT_TENANT_ID, id)).toMatchObject({ versionNo: 1, graph: first });

    // a publish with the draft read before the save is refused; with the current one it is v2
    const late = await admin.post('/api/sysWorkflow/publish', { id, version: 1 });
    expect(late.json.code).toBe(409);
    expect(await admin.ok.post('/api/sysWorkflow/publish', { id, version: 2 })).toEqual({
      versionNo: 2,
      created: true,
    });
    // publishing an unchanged draft writes nothing
    expect(await publish(admin, id)).toEqual({ versionNo: 2, created: false });
    const versions = await admin.ok.get<WorkflowVersionOutput[]>(`/api/sysWorkflow/versionList?id=${id}`);
    expect(versions.map((v) => [v.versionNo, v.name])).toEqual([
      [2, '退款审批二'],
      [1, '退款审批'],
    ]);
    const latest = await published.latest(DEFAULT_TENANT_ID, id);
    expect(latest).toMatchObject({ workflowId: id, versionNo: 2, name: '退款审批二', graph: second });
    expect((await published.version(DEFAULT_TENANT_ID, id, 1))?.graph).toEqual(first);
    expect(await published.version(DEFAULT_TENANT_ID, id, 3)).toBeUndefined();
    expect((await detail(admin, id)).status).toBe(2);

    const missing = await admin.get(`/api/sysWorkflow/versionDetail?id=${id}&versionNo=9`);
    expect(missing.json.code).toBe(404);
    expect(missing.json.message).toContain('v9');
    // no route writes a version row: the stored rows are the two publishes, unchanged
    const rows = await t.ctx.db
      .selectFrom('sysWorkflowVersion')
      .select(['versionNo', 'graph'])
      .where('workflowId', '=', id)
      .orderBy('versionNo')
      .execute();
    expect(rows.map((r) => [r.versionNo, JSON.parse(r.graph) as WorkflowGraph])).toEqual([
      [1, first],
      [2, second],
    ]);
  });

  it('disables and enables a published workflow only; a disabled one starts nothing but keeps its versions', async () => {
    const id = await add(admin);
    const draft = await admin.post('/api/sysWorkflow/setStatus', { id, status: 3 });
    expect(draft.json.code).toBe(400);
    expect(draft.json.message).toContain('has not been published');
    await publish(admin, id);
    await admin.ok.post('/api/sysWorkflow/setStatus', { id, status: 3 });
    expect((await detail(admin, id)).status).toBe(3);
    expect(await published.latest(DEFAULT_TENANT_ID, id)).toBeUndefined();
    expect((await published.version(DEFAULT_TENANT_ID, id, 1))?.versionNo).toBe(1);
    const bad = await admin.post('/api/sysWorkflow/setStatus', { id, status: 1 });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('status');
    await admin.ok.post('/api/sysWorkflow/setStatus', { id, status: 2 });
    expect((await published.latest(DEFAULT_TENANT_ID, id))?.versionNo).toBe(1);
  });

  it('deleting keeps the published versions for pinned instances and frees the code', async () => {
    const wfCode = code();
    const id = await add(admin, { code: wfCode });
    await publish(admin, id);
    await admin.ok.post('/api/sysWorkflow/delete', { id });
    expect((await admin.get(`/api/sysWorkflow/detail?id=${id}`)).json.code).toBe(404);
    expect(await published.latest(DEFAULT_TENANT_ID, id)).toBeUndefined();
    expect((await published.version(DEFAULT_TENANT_ID, id, 1))?.graph).toEqual(graph());
    const again = await add(admin, { code: wfCode });
    expect(again).not.toBe(id);
  });

  it("keeps tenants apart: another tenant's workflow is 404 to every call, and never in its list", async () => {
    const id = await add(admin);
    await publish(admin, id);
    for (const [method, url, body] of [
      ['GET', `/api/sysWorkflow/detail?id=${id}`],
      ['GET', `/api/sysWorkflow/versionList?id=${id}`],
      ['GET', `/api/sysWorkflow/versionDetail?id=${id}&versionNo=1`],
      ['GET', `/api/sysWorkflow/export?id=${id}`],
      ['POST', '/api/sysWorkflow/update', { id, version: 1, name: 'taken over' }],
      ['POST', '/api/sysWorkflow/publish', { id }],
      ['POST', '/api/sysWorkflow/setStatus', { id, status: 3 }],
      ['POST', '/api/sysWorkflow/copy', { id }],
      ['POST', '/api/sysWorkflow/delete', { id }],
    ] as const) {
      const answer = method === 'GET' ? await other.get(url) : await other.post(url, body);
      expect(answer.json.code, url).toBe(404);
    }
    const theirs = await other.ok.page<WorkflowOutput>('/api/sysWorkflow/page', { pageSize: 100 });
    expect(theirs.items.map((w) => w.id)).not.toContain(id);
    expect(await published.latest(otherTenant, id)).toBeUndefined();
    expect(await published.version(otherTenant, id, 1)).toBeUndefined();
    expect(await detail(admin, id)).toMatchObject({ name: '退款审批', status: 2 });
    // the same code in another tenant is its own
    const mine = await detail(admin, id);
    const theirId = await add(other, { code: mine.code });
    expect((await detail(other, theirId)).code).toBe(mine.code);
  });

  it('refuses the routes to a role without the workflow codes', async () => {
    for (const [method, url] of [
      ['POST', '/api/sysWorkflow/page'],
      ['GET', '/api/sysWorkflow/detail?id=1'],
      ['POST', '/api/sysWorkflow/add'],
      ['POST', '/api/sysWorkflow/publish'],
      ['GET', '/api/sysWorkflow/export?id=1'],
    ] as const) {
      const refused = method === 'GET' ? await cashier.get(url) : await cashier.post(url, {});
      expect(refused.json.code, url).toBe(403);
    }
  });

  it('a graph edge case the schema accepts (a dangling line) saves as a draft and is refused on publish', async () => {
    const dangling = graph();
    dangling.edges.push(edge('ghost', 'finance', 'nowhere', { label: '幽灵' }));
    const id = await add(admin, { graph: dangling });
    expect((await detail(admin, id)).graph).toEqual(dangling);
    const refused = await admin.post('/api/sysWorkflow/publish', { id });
    expect(refused.json.message).toContain('Line "幽灵" does not join two nodes of the workflow');
  });
});
