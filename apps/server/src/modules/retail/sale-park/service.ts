import { fenToYuan, yuanToFen } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type {
  ParkedSaleOutput,
  RecalledSaleOutput,
  SaleParkAddInput,
} from '@retail/contracts/api/retail/sale-park';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import type { BarcodeQueries } from '../goods-barcode/queries.ts';
import { priceCart } from '../sale-order/pricing.ts';
import type { VipService } from '../vip/service.ts';
import { decodeLines, encodeLines } from './lines.ts';
import type { ParkedRow, SaleParkRepository, StoreView } from './repository.ts';

/** Parked sales older than this are abandoned carts: hidden, and removed when the tenant next parks one. */
export const PARKED_SALE_DAYS = 7;
const DAY_MS = 86_400_000;
/** The recall list shows the newest this many of a store. */
export const PARKED_LIST_MAX = 100;

export interface SaleParkDeps {
  repo: SaleParkRepository;
  barcodes: BarcodeQueries;
  members: VipService;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
}

const gone = () => new AppError(404, 'salePark.gone');

/** The sale's unit price rule (sale-order checkout): the member price for a member when it is set, else retail. */
function unitFen(item: BarcodeLookupOutput, member: boolean): number {
  const retail = yuanToFen(item.effectiveRetailPrice) ?? 0;
  const memberPrice = yuanToFen(item.effectiveMemberPrice) ?? 0;
  return member && memberPrice > 0 ? memberPrice : retail;
}

/**
 * Park and recall: a till sets its cart aside for its store and any till of the store takes it back, once.
 * Nothing here touches stock or money; the sale made from a recalled cart prices and takes stock as any sale.
 */
export class SaleParkService {
  private readonly writes: AuditedWrites<'retailSalePark', ParkedRow>;

  constructor(private readonly deps: SaleParkDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'retail_sale_park',
      audit: deps.audit,
      ids: deps.ids,
    });
  }

  /** The caller's store, whatever their data scope: a parked cart is a till's working state, not a document. */
  private viewOf(caller: Principal, now = Date.now()): StoreView {
    return { orgId: caller.orgId || null, since: now - PARKED_SALE_DAYS * DAY_MS };
  }

  private async lookup(tenantId: number, codes: string[]): Promise<Map<string, BarcodeLookupOutput>> {
    const items = await this.deps.barcodes.lookupAll(tenantId, [...new Set(codes)]);
    return new Map(items.map((item) => [item.barcode, item]));
  }

  private toOutput(row: ParkedRow): ParkedSaleOutput {
    return {
      id: row.id,
      label: row.label,
      vipId: row.vipId,
      lineCount: Number(row.lineCount),
      totalQty: Number(row.totalQty),
      amount: fenToYuan(Number(row.amount)),
      createTime: formatTime(Number(row.createTime), this.deps.timeZone),
      createUserName: row.createUserName,
    };
  }

  /**
   * Parks the cart: its barcodes must exist and its discounts fit (as a sale would check), and the amount is
   * priced from the catalogue now, for the list to show. Takes no stock.
   */
  async park(actor: Actor, input: SaleParkAddInput): Promise<ParkedSaleOutput> {
    const { tenantId } = actor;
    const member = input.vipId ? await this.deps.members.forTill(tenantId, input.vipId) : undefined;
    if (input.vipId && !member) throw new AppError(400, 'salePark.memberMissing', { id: input.vipId });
    const items = await this.lookup(
      tenantId,
      input.lines.map((l) => l.barcode),
    );
    const priced = priceCart(
      input.lines.map((line) => {
        const item = items.get(line.barcode);
        if (!item) throw new AppError(400, 'salePark.unknownBarcode', { barcode: line.barcode });
        return {
          barcode: line.barcode,
          qty: line.qty,
          price: unitFen(item, Boolean(member)),
          discount: line.discount ?? 0,
        };
      }),
      input.orderDiscount ?? 0,
    );
    const view = this.viewOf(actor);
    await this.deps.repo.purge(tenantId, view.since);
    const id = await this.writes.add(actor, {
      orgId: view.orgId,
      label: input.label || null,
      vipId: member?.id ?? null,
      lines: encodeLines(input.lines),
      lineCount: input.lines.length,
      totalQty: priced.totalQty,
      amount: priced.amount,
      orderDiscount: priced.orderDiscount,
      remark: input.remark || null,
    });
    const row = await this.deps.repo.find(tenantId, view, id);
    if (!row) throw gone();
    return this.toOutput(row);
  }

  /** The store's parked sales, newest first, every clerk's. */
  async list(caller: Principal): Promise<ParkedSaleOutput[]> {
    const rows = await this.deps.repo.list(caller.tenantId, this.viewOf(caller), PARKED_LIST_MAX);
    return rows.map((row) => this.toOutput(row));
  }

  /**
   * Takes a parked sale back: answers it with today's catalogue entry of each line (the till leaves out what is
   * no longer on sale) and removes it, so a second till recalling it at the same time gets 404 `salePark.gone`.
   */
  async recall(actor: Actor, id: number): Promise<RecalledSaleOutput> {
    const row = await this.deps.repo.find(actor.tenantId, this.viewOf(actor), id);
    if (!row) throw gone();
    const answer = await this.recalled(actor.tenantId, row);
    await this.take(actor, row);
    return answer;
  }

  /** Throws a parked sale away. */
  async discard(actor: Actor, id: number): Promise<void> {
    const row = await this.deps.repo.find(actor.tenantId, this.viewOf(actor), id);
    if (!row) throw gone();
    await this.take(actor, row);
  }

  private async take(actor: Actor, row: ParkedRow): Promise<void> {
    if (!(await this.deps.repo.take(actor.tenantId, row.id))) throw gone();
    await this.writes.deleted(actor, row);
  }

  private async recalled(tenantId: number, row: ParkedRow): Promise<RecalledSaleOutput> {
    const lines = decodeLines(row.lines);
    const [items, member] = await Promise.all([
      this.lookup(
        tenantId,
        lines.map((l) => l.barcode),
      ),
      row.vipId ? this.deps.members.forTill(tenantId, row.vipId) : undefined,
    ]);
    return {
      ...this.toOutput(row),
      orderDiscount: fenToYuan(Number(row.orderDiscount)),
      remark: row.remark,
      member: member ?? null,
      lines: lines.map((line) => ({
        barcode: line.barcode,
        qty: line.qty,
        discount: fenToYuan(line.discount),
        item: items.get(line.barcode) ?? null,
      })),
    };
  }
}
