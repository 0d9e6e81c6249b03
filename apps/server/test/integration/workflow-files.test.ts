import type { WorkflowDetailOutput, WorkflowFile } from '@retail/contracts/api/system/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE, STAFF_USER } from '../../src/db/seed/staff.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { refundGraph } from '../support/workflow-graphs.ts';

describe.each(databaseKinds())('workflow files and copies on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let seq = 0;
  const code = () => `file_${kind}_${++seq}`;
  const graph = () => refundGraph(STAFF_ROLE.storeManager, STAFF_USER.manager);
  const detail = (id: number) => admin.ok.get<WorkflowDetailOutput>(`/api/sysWorkflow/detail?id=${id}`);
  const exportOf = async (url: string) => {
    const answer = await admin.get(url);
    expect(answer.status).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports the draft or a version as a file that imports back into an equal draft', async () => {
    const wfCode = code();
    const id = await admin.ok.post<number>('/api/sysWorkflow/add', {
      code: wfCode,
      name: '退款审批',
      category: 'sale',
      event: 'saleRefund',
      graph: graph(),
    });
    await admin.ok.post('/api/sysWorkflow/publish', { id });
    const changed = graph();
    changed.nodes[0]!.data.name = '发起';
    await admin.ok.post('/api/sysWorkflow/update', { id, version: 1, graph: changed });

    const draft = await exportOf(`/api/sysWorkflow/export?id=${id}`);
    expect(draft.headers['content-type']).toContain('application/vnd.retail.workflow+json');
    expect(draft.headers['content-disposition']).toContain(`${wfCode}.json`);
    const file = JSON.parse(draft.text) as WorkflowFile;
    expect(file).toEqual({
      kind: 'retail-workflow',
      code: wfCode,
      name: '退款审批',
      category: 'sale',
      event: 'saleRefund',
      remark: null,
      graph: changed,
    });
    const v1 = await exportOf(`/api/sysWorkflow/export?id=${id}&versionNo=1`);
    expect(v1.headers['content-disposition']).toContain(`${wfCode}-v1.json`);
    expect((JSON.parse(v1.text) as WorkflowFile).graph).toEqual(graph());
    expect((await admin.get(`/api/sysWorkflow/export?id=${id}&versionNo=4`)).json.code).toBe(404);

    // the file's code is taken: refused; under a code of its own it is a new draft, equal to the exported one
    const taken = await admin.post('/api/sysWorkflow/import', { json: draft.text });
    expect(taken.json.code).toBe(409);
    const newCode = code();
    const imported = await admin.ok.post<number>('/api/sysWorkflow/import', {
      json: draft.text,
      code: newCode,
      name: '退款审批 导入',
    });
    const read = await detail(imported);
    expect(read).toMatchObject({
      code: newCode,
      name: '退款审批 导入',
      category: 'sale',
      event: 'saleRefund',
    });
    expect(read).toMatchObject({ status: 1, currentVersion: 0, version: 1 });
    expect(read.graph).toEqual(changed);
  });

  it('refuses malformed files naming what is wrong, and adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('sysWorkflow')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const notJson = await admin.post('/api/sysWorkflow/import', { json: '{"kind": "retail-workflow",' });
    expect(notJson.json.code).toBe(400);
    expect(notJson.json.message).toContain('json: the file is not JSON');

    const good: WorkflowFile = {
      kind: 'retail-workflow',
      code: code(),
      name: 'x',
      category: null,
      event: null,
      remark: null,
      graph: graph(),
    };
    const wrongKind = await admin.post('/api/sysWorkflow/import', {
      json: JSON.stringify({ ...good, kind: 'print-template' }),
    });
    expect(wrongKind.json.code).toBe(400);
    expect(wrongKind.json.message).toContain('json.kind');

    const badNode = structuredClone(good) as unknown as { graph: { nodes: Array<Record<string, unknown>> } };
    badNode.graph.nodes[1]!.type = 'timer';
    const refused = await admin.post('/api/sysWorkflow/import', { json: JSON.stringify(badNode) });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('json.graph.nodes.1.type');

    const noGraph = await admin.post('/api/sysWorkflow/import', {
      json: JSON.stringify({ ...good, graph: undefined }),
    });
    expect(noGraph.json.message).toContain('json.graph');
    const array = await admin.post('/api/sysWorkflow/import', { json: '[1,2]' });
    expect(array.json.code).toBe(400);
    const empty = await admin.post('/api/sysWorkflow/import', { json: '' });
    expect(empty.json.code).toBe(400);
    expect(empty.json.message).toContain('json');
    expect(await count()).toBe(before);
  });

  it('copies a draft under the next free code and a copy name, as a draft of its own', async () => {
    const wfCode = code();
    const id = await admin.ok.post<number>('/api/sysWorkflow/add', {
      code: wfCode,
      name: '调整审批',
      event: 'stockAdjust',
      graph: graph(),
    });
    await admin.ok.post('/api/sysWorkflow/publish', { id });
    const first = await admin.ok.post<number>('/api/sysWorkflow/copy', { id });
    expect(await detail(first)).toMatchObject({
      code: `${wfCode}_copy`,
      name: '调整审批 (copy)',
      event: 'stockAdjust',
      status: 1,
      currentVersion: 0,
      graph: graph(),
    });
    const second = await admin
      .with({ 'accept-language': 'zh-cn' })
      .ok.post<number>('/api/sysWorkflow/copy', { id });
    expect(await detail(second)).toMatchObject({ code: `${wfCode}_copy2`, name: '调整审批（副本）' });
    const named = await admin.ok.post<number>('/api/sysWorkflow/copy', { id, code: code(), name: '另一个' });
    expect((await detail(named)).name).toBe('另一个');
    const clash = await admin.post('/api/sysWorkflow/copy', { id, code: wfCode });
    expect(clash.json.code).toBe(409);
  });
});
