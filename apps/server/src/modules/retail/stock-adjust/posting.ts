import { ApprovalStatus, StockAdjustKind, StockAdjustStatus, StockLogKind } from '@retail/contracts';
import type { AdjustConfirmOutput } from '@retail/contracts/api/retail/stock-adjust';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { StockChange } from '../ledger/stock-ledger.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import type { Started } from '../../system/approval/runtime.ts';
import type { RetailCore } from '../core.ts';
import type { StockAdjustApproval } from './approval.ts';
import type { AdjustRow } from './repository.ts';
import { awaitingApproval, type StockAdjustDeps, type StockAdjustService } from './service.ts';

const LOG_KIND = {
  [StockAdjustKind.Receive]: StockLogKind.Receive,
  [StockAdjustKind.Issue]: StockLogKind.Issue,
  [StockAdjustKind.Stocktake]: StockLogKind.Stocktake,
} as const;

/**
 * Confirming and voiding: the only steps that move stock. Each runs in one transaction that first flips the
 * status with a conditional UPDATE (draft → confirmed, confirmed → voided), so a second, concurrent or later
 * confirm finds nothing to flip and applies nothing; all lines then go through the stock ledger together.
 */
export class StockAdjustPosting {
  constructor(
    private readonly deps: StockAdjustDeps,
    private readonly adjustments: StockAdjustService,
    private readonly retail: RetailCore,
    private readonly approval: StockAdjustApproval,
  ) {}

  /**
   * Applies a draft, or submits it for approval when a binding of the tenant applies (its value at cost above the
   * threshold): the draft then waits, and its approval confirms it (`confirmIn`, as the submitter). Confirming an
   * already confirmed document succeeds without applying it again.
   */
  async confirm(caller: Principal, id: number): Promise<AdjustConfirmOutput> {
    const doc = await this.adjustments.find(caller, id);
    if (doc.status === StockAdjustStatus.Draft && doc.approvalStatus === ApprovalStatus.Running) {
      throw awaitingApproval(doc.no);
    }
    const submitted: { started: Started | null } = { started: null };
    const result = await onUniqueViolation(
      // a concurrent confirm started the document's approval first (one running approval per document)
      () => awaitingApproval(doc.no),
      () =>
        inTransaction(this.deps.db, async (trx): Promise<AdjustConfirmOutput> => {
          submitted.started = null;
          // the document's row first (a locking read): an edit cannot commit new lines under the confirm, and
          // MariaDB's snapshot for the reads below starts only after it
          await this.statusOf(trx, caller.tenantId, id);
          if (doc.status === StockAdjustStatus.Draft) {
            const started = await this.approval.submit(trx, caller, doc);
            submitted.started = started;
            if (started) {
              const waits = started.status === ApprovalStatus.Running;
              return { status: waits ? 'submitted' : 'confirmed', approvalId: started.instanceId };
            }
          }
          await this.confirmIn(trx, caller, doc, 'direct');
          return { status: 'confirmed', approvalId: null };
        }),
    );
    submitted.started?.announce();
    return result;
  }

  /**
   * Applies a draft inside `trx` as `actor`: `direct` only a draft that does not wait for an approval, else the
   * draft the approval `approvalId` has just approved.
   */
  async confirmIn(
    trx: Trx,
    actor: Principal,
    doc: AdjustRow,
    how: 'direct' | { approvalId: number },
  ): Promise<void> {
    const { tenantId } = actor;
    const id = doc.id;
    const now = Date.now();
    const confirmed = {
      status: StockAdjustStatus.Confirmed,
      confirmTime: now,
      confirmUserId: actor.userId,
      confirmUserName: actor.realName,
    };
    const flipped =
      how === 'direct'
        ? await this.deps.repo.updateFreeDraft(trx, tenantId, id, confirmed)
        : await this.deps.repo.updateIf(trx, tenantId, id, StockAdjustStatus.Draft, {
            ...confirmed,
            approvalId: how.approvalId,
            approvalStatus: ApprovalStatus.Approved,
          });
    if (!flipped) {
      const status = await this.statusOf(trx, tenantId, id);
      if (status === StockAdjustStatus.Confirmed) return;
      if (status === StockAdjustStatus.Draft) throw awaitingApproval(doc.no);
      throw new AppError(400, 'stockAdjust.notConfirmable', { no: doc.no });
    }
    const lines = await this.deps.repo.rawLines(trx, tenantId, id);
    const locationId = doc.locationId ?? (await this.retail.locations.main(tenantId, trx));
    const counts =
      doc.kind === StockAdjustKind.Stocktake
        ? await this.retail.stock.lockQuantities(
            trx,
            tenantId,
            locationId,
            lines.map((l) => l.barcodeId),
          )
        : null;
    const changes: StockChange[] = [];
    for (const line of lines) {
      const qty = Number(line.qty);
      const book = counts ? (counts.get(line.barcodeId) ?? 0) : null;
      const delta = book !== null ? qty - book : doc.kind === StockAdjustKind.Issue ? -qty : qty;
      await this.deps.repo.setLine(trx, tenantId, line.id, { bookQty: book, delta });
      // a receive line with a cost moves the average; one without (0) is valued at the average
      const unitCost =
        doc.kind === StockAdjustKind.Receive && Number(line.costPrice) > 0 ? Number(line.costPrice) : null;
      if (delta !== 0)
        changes.push({
          barcodeId: line.barcodeId,
          barcode: line.barcode,
          delta,
          sourceLineId: line.id,
          unitCost,
        });
    }
    const settings = await this.retail.settings.get(tenantId, trx);
    await this.retail.stock.apply(
      trx,
      actor,
      tenantId,
      changes,
      {
        kind: LOG_KIND[doc.kind as StockAdjustKind],
        type: 'stockAdjust',
        id,
        no: doc.no,
        orgId: doc.orgId,
        locationId,
        remark: doc.remark,
      },
      { allowNegative: settings.allowNegativeStock, now },
    );
  }

  /**
   * Voids a confirmed document by a reversing document (CX…, confirmed at once) whose lines carry the negated
   * changes; refused with the barcode named when that would take stock below zero and the tenant forbids it.
   * Returns the reversing document's id.
   */
  async void(caller: Principal, id: number): Promise<number> {
    const doc = await this.adjustments.find(caller, id);
    const { tenantId } = caller;
    const refused = () => new AppError(400, 'stockAdjust.notVoidable', { no: doc.no });
    if (doc.reverseOfId !== null) throw refused();
    return inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const reversalId = this.deps.ids.next();
      const flipped = await this.deps.repo.updateIf(trx, tenantId, id, StockAdjustStatus.Confirmed, {
        status: StockAdjustStatus.Voided,
        reversedById: reversalId,
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!flipped) throw refused();
      const lines = await this.deps.repo.rawLines(trx, tenantId, id);
      const locationId = doc.locationId ?? (await this.retail.locations.main(tenantId, trx));
      const no = await nextDocNo(
        trx,
        this.deps.dbType,
        this.deps.ids,
        tenantId,
        'CX',
        now,
        this.deps.timeZone,
      );
      const reversal = lines.map((l) => ({
        id: this.deps.ids.next(),
        tenantId,
        adjustId: reversalId,
        lineNo: l.lineNo,
        barcodeId: l.barcodeId,
        goodsId: l.goodsId,
        qty: l.qty,
        bookQty: null,
        delta: -Number(l.delta ?? 0),
        costPrice: l.costPrice,
        remark: l.remark,
        barcode: l.barcode,
      }));
      await this.deps.repo.insert(
        trx,
        {
          id: reversalId,
          tenantId,
          orgId: caller.orgId || null,
          locationId,
          no,
          kind: doc.kind,
          status: StockAdjustStatus.Confirmed,
          supplierId: doc.supplierId,
          reverseOfId: id,
          totalQty: Number(doc.totalQty),
          totalCost: Number(doc.totalCost),
          remark: doc.no,
          confirmTime: now,
          confirmUserId: caller.userId,
          confirmUserName: caller.realName,
          createTime: now,
          createUserId: caller.userId,
          createUserName: caller.realName,
          isDelete: 0,
        },
        reversal.map(({ barcode: _barcode, ...line }) => line),
      );
      const settings = await this.retail.settings.get(tenantId, trx);
      await this.retail.stock.apply(
        trx,
        caller,
        tenantId,
        reversal
          .filter((l) => l.delta !== 0)
          .map((l) => ({ barcodeId: l.barcodeId, barcode: l.barcode, delta: l.delta, sourceLineId: l.id })),
        {
          kind: StockLogKind.AdjustVoid,
          type: 'stockAdjust',
          id: reversalId,
          no,
          orgId: caller.orgId || null,
          locationId,
          remark: doc.no,
        },
        { allowNegative: settings.allowNegativeStock, now },
      );
      return reversalId;
    });
  }

  /**
   * The document's status as committed now: a locking read where the database has one, since MariaDB's plain
   * reads keep the snapshot of the transaction's first read (the approval binding's, before a concurrent confirm
   * committed); SQLite writes one transaction at a time anyway.
   */
  private async statusOf(trx: Trx, tenantId: number, id: number): Promise<number | undefined> {
    const query = trx
      .selectFrom('retailStockAdjust')
      .select('status')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0);
    const row = await (this.deps.dbType === 'sqlite' ? query : query.forUpdate()).executeTakeFirst();
    return row?.status;
  }
}
