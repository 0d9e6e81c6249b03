import { AccountType, ApprovalStatus, ApprovalTaskStatus, HubEvent, yuanToFen } from '@retail/contracts';
import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import type { ApprovalHubPayload } from '@retail/contracts/api/system/approval';
import { chooseBranch, type WorkflowNode } from '@retail/contracts/api/system/workflow-graph';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import { PublishedWorkflows } from '../workflow/published.ts';
import { resolveAssignees } from './assignees.ts';
import { type BindingRow, type BindingRepository, enabledKeyOf } from './binding-repository.ts';
import { GraphIndex, nodeName } from './graph-walk.ts';
import type { ApprovalOutputs } from './output.ts';
import type { ApprovalRepository, HistoryRow, InstanceRow } from './repository.ts';
import type { ApprovalOutcomeStatus, OutcomeHandler, Push, Run, StartRequest, Started } from './types.ts';

export type { ApprovalOutcome, OutcomeHandler, Run, StartRequest, Started } from './types.ts';

export interface ApprovalRuntimeDeps {
  db: Db;
  repo: ApprovalRepository;
  bindings: BindingRepository;
  hub: RealtimeHub;
  ids: IdGenerator;
  outputs: ApprovalOutputs;
}

/**
 * The approval engine any module calls: `start` inside the module's own transaction when a binding applies, the
 * decisions and withdrawals in transactions of its own, and at an outcome the module's handler (`onOutcome`) in
 * that same transaction. Instances pin the published version they started on.
 */
export class ApprovalRuntime {
  private readonly handlers = new Map<string, OutcomeHandler>();

  constructor(readonly deps: ApprovalRuntimeDeps) {}

  /** Registers the module's handler of an event's outcomes (one per event). */
  onOutcome(event: ApprovalEvent, handler: OutcomeHandler): void {
    if (this.handlers.has(event)) throw new Error(`approval: ${event} already has an outcome handler`);
    this.handlers.set(event, handler);
  }

  /** The enabled binding of the event that applies to these fields (amount above its threshold), if any. */
  async bindingFor(
    trx: Db,
    tenantId: number,
    request: Pick<StartRequest, 'event' | 'formCode' | 'fields'>,
  ): Promise<BindingRow | undefined> {
    const key = enabledKeyOf(request.event, request.formCode ?? null);
    const binding = await this.deps.bindings.enabledFor(tenantId, key, trx);
    if (!binding || binding.threshold === null) return binding;
    const amount = request.fields.amount;
    const fen = typeof amount === 'number' || typeof amount === 'string' ? yuanToFen(amount) : undefined;
    return fen !== undefined && fen > Number(binding.threshold) ? binding : undefined;
  }

  /**
   * Starts an instance when a binding applies (null when none does), in the caller's transaction: walks from the
   * start to the first approve step and gives its approvers their tasks, or to the end (approved at once, the
   * event's handler called). An approve step that finds nobody refuses the start (400 naming the step), and the
   * caller's transaction rolls back with it.
   */
  async start(trx: Trx, request: StartRequest): Promise<Started | null> {
    const { tenantId } = request.starter;
    const binding = await this.bindingFor(trx, tenantId, request);
    if (!binding) return null;
    const published = await new PublishedWorkflows(trx).latest(tenantId, binding.workflowId);
    if (!published) throw new AppError(400, 'approval.workflowGone');
    const now = Date.now();
    const instance: InstanceRow = {
      id: this.deps.ids.next(),
      workflowId: published.workflowId,
      versionNo: published.versionNo,
      workflowName: published.name,
      event: request.event,
      businessKey: request.businessKey,
      title: request.title,
      fields: JSON.stringify(request.fields),
      status: ApprovalStatus.Running,
      currentNodeId: null,
      currentNodeName: null,
      starterUserId: request.starter.userId,
      starterUserName: request.starter.realName,
      orgId: request.starter.orgId || null,
      startTime: now,
      endTime: null,
      version: 1,
    };
    await this.deps.repo.insertInstance(trx, {
      ...instance,
      tenantId,
      runningKey: `${request.event}:${request.businessKey}`,
      createTime: now,
      createUserId: request.starter.userId,
      createUserName: request.starter.realName,
      isDelete: 0,
    });
    const graph = new GraphIndex(published.graph);
    const run = this.runOf(trx, instance, graph, request.starter, request.starter, null, now);
    const start = graph.start();
    this.record(run, start, 'started', request.starter);
    const status = await this.walk(run, start);
    await this.deps.repo.insertHistory(trx, run.history);
    return { instanceId: instance.id, status, announce: () => this.announce(run.pushes) };
  }

  runOf(
    trx: Trx,
    instance: InstanceRow,
    graph: GraphIndex,
    starter: Principal,
    actor: Principal,
    comment: string | null,
    now: number,
  ): Run {
    const fields = JSON.parse(instance.fields) as Record<string, unknown>;
    return { trx, instance, fields, graph, starter, actor, comment, now, history: [], pushes: [] };
  }

  /** Adds a history row; rows of one step keep their order by the ids' order. */
  record(
    run: Run,
    node: WorkflowNode | null,
    action: HistoryRow['action'],
    user: { userId: number; realName: string } | null,
    comment: string | null = null,
  ): void {
    run.history.push({
      id: this.deps.ids.next(),
      tenantId: run.starter.tenantId,
      instanceId: run.instance.id,
      nodeId: node?.id ?? null,
      nodeName: node ? nodeName(node) : null,
      action,
      userId: user?.userId ?? null,
      userName: user?.realName ?? null,
      comment,
      createTime: run.now,
    });
  }

  /**
   * Walks on from `from` (the start, or an approve step just completed): conditions take their branch, notify
   * steps tell their users and go on, and the walk stops at the next approve step (running) or an end (approved).
   */
  async walk(run: Run, from: WorkflowNode): Promise<ApprovalStatus> {
    const { graph, trx } = run;
    const tenantId = run.starter.tenantId;
    let edge = graph.next(from.id);
    for (let steps = 0; steps <= graph.graph.nodes.length; steps++) {
      const node = graph.node(edge.target);
      if (node.type === 'end') {
        this.record(run, node, 'finished', null);
        await this.end(run, ApprovalStatus.Approved);
        return ApprovalStatus.Approved;
      }
      if (node.type === 'condition') {
        const chosen = chooseBranch(graph.outgoing(node.id), run.fields);
        if (!chosen) throw new Error(`approval graph: condition ${node.id} has no default branch`);
        for (const skipped of graph.skippedSteps(node.id, chosen)) this.record(run, skipped, 'skipped', null);
        edge = chosen;
        continue;
      }
      if (node.type === 'start') {
        edge = graph.next(node.id);
        continue;
      }
      const assignee = node.data.assignee;
      const users = assignee ? await resolveAssignees(trx, run.starter, assignee) : [];
      if (node.type === 'notify') {
        for (const user of users)
          this.record(run, node, 'notified', { userId: user.userId, realName: user.name });
        this.push(
          run,
          users.map((u) => u.userId),
          'notified',
          null,
          node,
        );
        edge = graph.next(node.id);
        continue;
      }
      // an approve step
      if (users.length === 0) throw new AppError(400, 'approval.nobody', { step: nodeName(node) });
      const tasks = users.map((user) => ({
        id: this.deps.ids.next(),
        tenantId,
        instanceId: run.instance.id,
        nodeId: node.id,
        nodeName: nodeName(node),
        assigneeUserId: user.userId,
        assigneeName: user.name,
        status: ApprovalTaskStatus.Pending,
        comment: null,
        createTime: run.now,
        decidedTime: null,
      }));
      await this.deps.repo.insertTasks(trx, tasks);
      const current = { id: node.id, name: nodeName(node) };
      await this.deps.repo.setCurrentNode(trx, tenantId, run.instance.id, current);
      run.instance = { ...run.instance, currentNodeId: current.id, currentNodeName: current.name };
      for (const task of tasks) this.push(run, [task.assigneeUserId], 'todo', task.id, node);
      return ApprovalStatus.Running;
    }
    throw new Error('approval graph: the walk did not reach an end');
  }

  /** Ends the instance and calls the event's handler in the same transaction. */
  async end(run: Run, status: ApprovalStatus): Promise<void> {
    const tenantId = run.starter.tenantId;
    await this.deps.repo.finish(run.trx, tenantId, run.instance.id, status, run.now);
    run.instance = { ...run.instance, status, currentNodeId: null, currentNodeName: null, endTime: run.now };
    const handler = this.handlers.get(run.instance.event);
    if (!handler) return;
    const outcome: ApprovalOutcomeStatus =
      status === ApprovalStatus.Approved
        ? 'approved'
        : status === ApprovalStatus.Rejected
          ? 'rejected'
          : 'withdrawn';
    await handler(run.trx, {
      instanceId: run.instance.id,
      event: run.instance.event as ApprovalEvent,
      businessKey: run.instance.businessKey,
      title: run.instance.title,
      fields: run.fields,
      status: outcome,
      starter: run.starter,
      decider: run.actor,
      comment: run.comment,
      now: run.now,
    });
  }

  push(
    run: Run,
    userIds: number[],
    kind: ApprovalHubPayload['kind'],
    taskId: number | null,
    node: { id: string; data: { name: string } },
  ): void {
    if (userIds.length > 0) {
      run.pushes.push({ userIds, kind, taskId, nodeName: node.data.name || node.id, instance: run.instance });
    }
  }

  /** Sends what a committed step gave users (the instance as the lists show it). */
  announce(pushes: readonly Push[]): void {
    for (const { userIds, instance, ...rest } of pushes) {
      const payload: ApprovalHubPayload = { ...rest, instance: this.deps.outputs.instance(instance) };
      this.deps.hub.toUsers(userIds, HubEvent.ApprovalTodo, payload);
    }
  }

  /** The starter as a principal, read in the step's transaction (a module carries the outcome out as them). */
  async starterOf(trx: Db, tenantId: number, instance: InstanceRow): Promise<Principal> {
    const user = await trx
      .selectFrom('sysUser')
      .select(['account', 'realName', 'accountType', 'orgId'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', instance.starterUserId)
      .executeTakeFirst();
    return {
      userId: instance.starterUserId,
      tenantId,
      account: user?.account ?? '',
      realName: user?.realName ?? instance.starterUserName,
      accountType: user?.accountType ?? AccountType.NormalUser,
      orgId: user?.orgId ?? instance.orgId ?? 0,
    };
  }
}
