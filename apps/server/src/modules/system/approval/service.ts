import { ApprovalStatus, ApprovalTaskStatus, isAdminAccount } from '@retail/contracts';
import type {
  ApprovalDetailOutput,
  ApprovalInstanceOutput,
  ApprovalStartedPageInput,
  ApprovalSummaryOutput,
  ApprovalTaskOutput,
  ApprovalTaskPageInput,
  ApprovalTodoListOutput,
} from '@retail/contracts/api/system/approval';
import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import type { Principal } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { ApprovalDecisions } from './decisions.ts';
import type { ApprovalOutputs } from './output.ts';
import type { ApprovalRepository } from './repository.ts';

const BELL_ITEMS = 10;

/**
 * What users read of the runtime: their to-dos, what they decided, what they started, and one instance's detail,
 * which its starter, its approvers, those a notify step told and the tenant's administrators may open (anyone
 * else gets 404). Documents show their own approval through `summaryOf`, under their own permission.
 */
export class ApprovalQueries {
  constructor(
    private readonly repo: ApprovalRepository,
    private readonly decisions: ApprovalDecisions,
    private readonly outputs: ApprovalOutputs,
    private readonly maxPageSize: number,
  ) {}

  async todoPage(caller: Principal, input: ApprovalTaskPageInput): Promise<PageResult<ApprovalTaskOutput>> {
    const page = await this.repo.todoPage(caller.tenantId, caller.userId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.outputs.taskWithInstance(r)) };
  }

  async donePage(caller: Principal, input: ApprovalTaskPageInput): Promise<PageResult<ApprovalTaskOutput>> {
    const page = await this.repo.donePage(caller.tenantId, caller.userId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.outputs.taskWithInstance(r)) };
  }

  async startedPage(
    caller: Principal,
    input: ApprovalStartedPageInput,
  ): Promise<PageResult<ApprovalInstanceOutput>> {
    const page = await this.repo.startedPage(caller.tenantId, caller.userId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.outputs.instance(r)) };
  }

  /** The bell: the newest pending to-dos and their count. */
  async todoList(caller: Principal): Promise<ApprovalTodoListOutput> {
    const page = await this.repo.todoPage(
      caller.tenantId,
      caller.userId,
      { page: 1, pageSize: BELL_ITEMS, descStr: 'descend' },
      BELL_ITEMS,
    );
    return { total: page.total, items: page.items.map((r) => this.outputs.taskWithInstance(r)) };
  }

  async detail(caller: Principal, id: number): Promise<ApprovalDetailOutput> {
    const instance = await this.repo.findInstance(caller.tenantId, id);
    if (!instance) throw notFound();
    const tasks = await this.repo.tasksOf(caller.tenantId, id);
    const mine = tasks.some((t) => t.assigneeUserId === caller.userId);
    const allowed =
      instance.starterUserId === caller.userId ||
      mine ||
      isAdminAccount(caller) ||
      (await this.repo.wasNotified(caller.tenantId, id, caller.userId));
    if (!allowed) throw notFound();
    const history = await this.repo.historyOf(caller.tenantId, id);
    const myTask = tasks.find(
      (t) => t.assigneeUserId === caller.userId && t.status === ApprovalTaskStatus.Pending,
    );
    return {
      ...this.outputs.instance(instance),
      fields: JSON.parse(instance.fields) as Record<string, unknown>,
      currentNodeId: instance.currentNodeId,
      tasks: tasks.map((t) => this.outputs.task(t)),
      history: history.map((h) => this.outputs.history(h)),
      graph: await this.decisions.graphOf(caller.tenantId, instance),
      myTaskId: myTask?.id ?? null,
      canWithdraw: instance.starterUserId === caller.userId && instance.status === ApprovalStatus.Running,
    };
  }

  /** A document's newest approval with its history, for the document's own screens; null when it had none. */
  async summaryOf(
    tenantId: number,
    event: ApprovalEvent,
    businessKey: string,
  ): Promise<ApprovalSummaryOutput | null> {
    const instance = await this.repo.latestOf(tenantId, event, businessKey);
    if (!instance) return null;
    const history = await this.repo.historyOf(tenantId, instance.id);
    return {
      id: instance.id,
      status: instance.status,
      workflowName: instance.workflowName,
      currentNodeName: instance.currentNodeName,
      history: history.map((h) => this.outputs.history(h)),
    };
  }
}
