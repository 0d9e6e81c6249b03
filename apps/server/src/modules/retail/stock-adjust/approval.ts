import { ApprovalStatus, fenToYuan, StockAdjustStatus } from '@retail/contracts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import type { ApprovalOutcome, ApprovalRuntime, Started } from '../../system/approval/runtime.ts';
import type { AdjustRow, StockAdjustRepository } from './repository.ts';
import { awaitingApproval } from './service.ts';

const ENDED = { rejected: ApprovalStatus.Rejected, withdrawn: ApprovalStatus.Withdrawn } as const;

/**
 * Stock adjustments under approval (event `stockAdjust`): a confirm whose value at cost is above the binding's
 * threshold starts an approval instead, and the draft waits (not editable, deletable or confirmable); approval
 * confirms it as its submitter, a rejection or withdrawal makes it an editable draft again.
 */
export class StockAdjustApproval {
  constructor(
    private readonly repo: StockAdjustRepository,
    private readonly runtime: ApprovalRuntime,
  ) {}

  /**
   * What the workflow's conditions read: `amount` the value at cost (sum of |qty × cost|, yuan), the total
   * quantity, the number of lines and the kind.
   */
  async fieldsOf(trx: Trx, tenantId: number, doc: AdjustRow): Promise<Record<string, unknown>> {
    const lines = await this.repo.rawLines(trx, tenantId, doc.id);
    const fen = lines.reduce((sum, l) => sum + Math.abs(Number(l.qty) * Number(l.costPrice)), 0);
    return {
      amount: fenToYuan(fen),
      totalQty: Number(doc.totalQty),
      lineCount: lines.length,
      kind: doc.kind,
    };
  }

  /**
   * Starts the draft's approval when a binding applies (null otherwise) and marks the draft awaiting it. Refused
   * when the draft was taken meanwhile (a concurrent confirm's approval runs).
   */
  async submit(trx: Trx, caller: Principal, doc: AdjustRow): Promise<Started | null> {
    const started = await this.runtime.start(trx, {
      event: 'stockAdjust',
      businessKey: String(doc.id),
      title: doc.no,
      fields: await this.fieldsOf(trx, caller.tenantId, doc),
      starter: caller,
    });
    if (!started || started.status !== ApprovalStatus.Running) return started;
    const marked = await this.repo.updateFreeDraft(trx, caller.tenantId, doc.id, {
      approvalId: started.instanceId,
      approvalStatus: ApprovalStatus.Running,
    });
    if (!marked) throw awaitingApproval(doc.no);
    return started;
  }

  /** The outcome: approved confirms the draft (`confirm`), the others free it for editing. */
  async ended(
    trx: Trx,
    outcome: ApprovalOutcome,
    confirm: (trx: Trx, doc: AdjustRow) => Promise<void>,
  ): Promise<void> {
    const { tenantId } = outcome.starter;
    const id = Number(outcome.businessKey);
    if (outcome.status !== 'approved') {
      await this.repo.approvalEnded(trx, tenantId, id, outcome.instanceId, ENDED[outcome.status]);
      return;
    }
    const doc = await this.repo.find(tenantId, { all: true }, id, trx);
    // a draft waiting for its approval can be neither deleted nor confirmed by anyone else
    if (!doc || doc.status !== StockAdjustStatus.Draft)
      throw new Error(`stock adjustment ${id} no longer waits`);
    await confirm(trx, doc);
  }
}
