import { ApprovalStatus, ApprovalTaskStatus } from '@retail/contracts';
import type {
  ApprovalApproveInput,
  ApprovalRejectInput,
  ApprovalWithdrawInput,
} from '@retail/contracts/api/system/approval';
import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { PublishedWorkflows } from '../workflow/published.ts';
import { GraphIndex } from './graph-walk.ts';
import type { InstanceRow, TaskRow } from './repository.ts';
import type { ApprovalRuntime, Run } from './runtime.ts';

type Decision =
  { kind: 'approve'; input: ApprovalApproveInput } | { kind: 'reject'; input: ApprovalRejectInput };

/**
 * Approvers' decisions and the starter's withdrawal, each in one transaction that first takes the running
 * instance's row (`lockRunning`), so deciders of one instance go one at a time; then the task's compare-and-set
 * (still pending, still the caller's). Of two approvers of an `any` step deciding at once, the first cancels the
 * other's task and the second is refused; an outcome is reached exactly once.
 */
export class ApprovalDecisions {
  private readonly graphs = new Map<string, WorkflowGraph>();

  constructor(private readonly runtime: ApprovalRuntime) {}

  private get repo() {
    return this.runtime.deps.repo;
  }

  /** The pinned version's graph; versions are immutable, so it is kept once read. */
  async graphOf(tenantId: number, instance: Pick<InstanceRow, 'workflowId' | 'versionNo'>) {
    const key = `${tenantId}:${instance.workflowId}:${instance.versionNo}`;
    let graph = this.graphs.get(key);
    if (!graph) {
      const published = new PublishedWorkflows(this.runtime.deps.db);
      const version = await published.version(tenantId, instance.workflowId, instance.versionNo);
      if (!version) throw new Error(`approval: version ${key} is missing`);
      graph = version.graph;
      this.graphs.set(key, graph);
    }
    return graph;
  }

  /** The caller's own task (another's answers 404, as if it did not exist) and its instance. */
  private async ownTask(actor: Actor, taskId: number): Promise<{ task: TaskRow; instance: InstanceRow }> {
    const task = await this.repo.findTask(actor.tenantId, taskId);
    if (!task || task.assigneeUserId !== actor.userId) throw notFound();
    const instance = await this.repo.findInstance(actor.tenantId, task.instanceId);
    if (!instance) throw notFound();
    if (task.status !== ApprovalTaskStatus.Pending) throw new AppError(400, 'approval.taskDecided');
    return { task, instance };
  }

  approve(actor: Actor, input: ApprovalApproveInput): Promise<void> {
    return this.decide(actor, { kind: 'approve', input });
  }

  reject(actor: Actor, input: ApprovalRejectInput): Promise<void> {
    return this.decide(actor, { kind: 'reject', input });
  }

  private async decide(actor: Actor, decision: Decision): Promise<void> {
    const { tenantId } = actor;
    const { task, instance } = await this.ownTask(actor, decision.input.taskId);
    const graph = new GraphIndex(await this.graphOf(tenantId, instance));
    const comment = decision.input.comment;
    const run = await inTransaction(this.runtime.deps.db, async (trx) => {
      const now = Date.now();
      if (!(await this.repo.lockRunning(trx, tenantId, instance.id, now))) {
        throw new AppError(400, 'approval.notRunning', { title: instance.title });
      }
      const status = decision.kind === 'approve' ? ApprovalTaskStatus.Approved : ApprovalTaskStatus.Rejected;
      if (!(await this.repo.decideTask(trx, tenantId, task, { status, comment, now }))) {
        throw new AppError(400, 'approval.taskDecided');
      }
      const starter = await this.runtime.starterOf(trx, tenantId, instance);
      const run = this.runtime.runOf(trx, instance, graph, starter, actor, comment, now);
      const node = graph.node(task.nodeId);
      this.runtime.record(run, node, decision.kind === 'approve' ? 'approved' : 'rejected', actor, comment);
      if (decision.kind === 'reject') {
        await this.cancelRest(run, instance.id);
        await this.runtime.end(run, ApprovalStatus.Rejected);
      } else if (node.data.mode === 'any') {
        await this.cancelRest(run, instance.id, node.id);
        await this.runtime.walk(run, node);
      } else if ((await this.repo.pendingTasks(trx, tenantId, instance.id, node.id)).length === 0) {
        await this.runtime.walk(run, node);
      }
      await this.repo.insertHistory(trx, run.history);
      return run;
    });
    this.runtime.announce(run.pushes);
  }

  /** Cancels the other pending tasks (of one node, or all) and tells their assignees' bells. */
  private async cancelRest(run: Run, instanceId: number, nodeId?: string): Promise<void> {
    const tenantId = run.starter.tenantId;
    const pending = await this.repo.pendingTasks(run.trx, tenantId, instanceId, nodeId);
    if (pending.length === 0) return;
    await this.repo.cancelPending(run.trx, tenantId, instanceId, run.now, nodeId);
    for (const task of pending) {
      this.runtime.push(run, [task.assigneeUserId], 'cancelled', task.id, {
        id: task.nodeId,
        data: { name: task.nodeName },
      });
    }
  }

  /** The starter takes back a running instance: its tasks are cancelled and the event's module is told. */
  async withdraw(actor: Actor, input: ApprovalWithdrawInput): Promise<void> {
    const { tenantId } = actor;
    const instance = await this.repo.findInstance(tenantId, input.id);
    if (!instance) throw notFound();
    if (instance.starterUserId !== actor.userId) throw new AppError(403, 'approval.onlyStarter');
    if (instance.status !== ApprovalStatus.Running) {
      throw new AppError(400, 'approval.notRunning', { title: instance.title });
    }
    const graph = new GraphIndex(await this.graphOf(tenantId, instance));
    const run = await inTransaction(this.runtime.deps.db, async (trx) => {
      const now = Date.now();
      if (!(await this.repo.lockRunning(trx, tenantId, instance.id, now))) {
        throw new AppError(400, 'approval.notRunning', { title: instance.title });
      }
      const run = this.runtime.runOf(trx, instance, graph, actor, actor, input.comment, now);
      this.runtime.record(run, null, 'withdrawn', actor, input.comment);
      await this.cancelRest(run, instance.id);
      await this.runtime.end(run, ApprovalStatus.Withdrawn);
      await this.repo.insertHistory(trx, run.history);
      return run;
    });
    this.runtime.announce(run.pushes);
  }
}
