import { StockLogKind, SupplierReturnStatus } from '@retail/contracts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import type { SupplierReturnDeps, SupplierReturnService } from './service.ts';

/**
 * Confirming a supplier return: the only step that moves its stock. One transaction flips draft → confirmed
 * with a conditional UPDATE (a second or concurrent confirm finds nothing to flip and applies nothing), then takes
 * every line out through the stock ledger at once, valued at the location's moving average (no unit cost, so the
 * average does not move), and keeps that average on each line. Goods that are not there cannot go back: the
 * return is refused, naming the barcode, even where the tenant allows negative stock.
 */
export class SupplierReturnPosting {
  constructor(
    private readonly deps: SupplierReturnDeps,
    private readonly returns: SupplierReturnService,
  ) {}

  async confirm(caller: Principal, id: number): Promise<void> {
    const doc = await this.returns.find(caller, id);
    const { tenantId } = caller;
    const { repo, retail } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const flipped = await repo.updateIf(trx, tenantId, id, SupplierReturnStatus.Draft, {
        status: SupplierReturnStatus.Confirmed,
        confirmTime: now,
        confirmUserId: caller.userId,
        confirmUserName: caller.realName,
      });
      // already confirmed (a repeat, or a concurrent confirm that won): nothing more to do
      if (!flipped) return;
      const lines = await repo.lines(tenantId, id, trx);
      const averages = await retail.stock.apply(
        trx,
        caller,
        tenantId,
        lines.map((l) => ({
          barcodeId: l.barcodeId,
          barcode: l.barcode,
          delta: -Number(l.qty),
          sourceLineId: l.id,
        })),
        {
          kind: StockLogKind.SupplierReturn,
          type: 'supplierReturn',
          id,
          no: doc.no,
          orgId: doc.orgId,
          locationId: doc.locationId,
          remark: doc.remark,
        },
        { allowNegative: false, now },
      );
      let totalCost = 0;
      for (const line of lines) {
        const avgCost = averages.get(line.barcodeId) ?? 0;
        totalCost += avgCost * Number(line.qty);
        await repo.setLine(trx, tenantId, line.id, { avgCost });
      }
      await repo.updateIf(trx, tenantId, id, SupplierReturnStatus.Confirmed, { totalCost });
    });
  }
}
