import { BalanceKind, PayMethod, SaleOrderKind, SaleOrderStatus, StockLogKind } from '@retail/contracts';
import type { Selectable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { RetailSaleOrderLineTable } from '../../../db/schema-retail-docs.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import type { RetailCore } from '../core.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { SALE_EXPORT_MAX, saleOrderSheet } from './export.ts';
import { assertSameSale, saleFingerprint } from './idempotency.ts';
import { type OrderRow, lineOutput, orderOutput, paymentOutput, refundOutput } from './output.ts';
import { checkSale } from './checkout.ts';
import { orderLineRow } from './order-line.ts';
import type { DiscountApprovalService } from './discount-approvals.ts';
import { type RefundRequestRepository, refundRequestOutput } from './refund-requests.ts';
import type { ApprovalRuntime } from '../../system/approval/runtime.ts';
import { discountPercents } from './discount-percents.ts';
import { tenderOf } from './tender.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { SaleOrderRepository, SellableBarcode } from './repository.ts';
import type {
  SaleOrderAddInput,
  SaleOrderDetailOutput,
  SaleOrderOutput,
  SaleOrderPageInput,
} from '@retail/contracts/api/retail/sale-order';

export interface SaleOrderDeps {
  repo: SaleOrderRepository;
  retail: RetailCore;
  scopes: DataScopeService;
  ids: IdGenerator;
  dbType: DbType;
  timeZone: string;
  maxPageSize: number;
  approvals: DiscountApprovalService;
  /** refunds held for approval (issue 21) */
  refundRequests: RefundRequestRepository;
  /** the approval runtime: a refund above a bound amount waits for its approval */
  approvalRuntime: ApprovalRuntime;
}

/** One point per whole yuan paid (docs/decisions.md). */
export const pointsFor = (fen: number) => Math.floor(fen / 100);

/**
 * Sales orders: a sale is one transaction that numbers nothing twice, takes stock through the stock ledger,
 * takes a balance payment through the balance ledger and records lines and payments, or does none of it.
 */
export class SaleOrderService {
  constructor(private readonly deps: SaleOrderDeps) {}

  /**
   * Sells as `caller`; `now` is the sale time (the demo data backdates it). The answer is made from what was
   * written (a repeated client key answers the first order as stored).
   */
  async create(
    caller: Principal,
    input: SaleOrderAddInput,
    now = Date.now(),
  ): Promise<SaleOrderDetailOutput> {
    const { repo, dbType } = this.deps;
    const fingerprint = saleFingerprint(input);
    // before the transaction: it reads the caller's permissions and scope outside it
    const locationId = await this.deps.retail.locations.forWrite(caller, input.locationId);
    if (dbType === 'sqlite') {
      // SQLite runs one writer at a time anyway: key check, number and sale are one transaction
      const sold = await inTransaction(repo.db, async (trx) => {
        const existing = await repo.byClientKey(caller.tenantId, input.clientKey, trx);
        if (existing) {
          assertSameSale(existing, fingerprint);
          return existing.id;
        }
        return this.record(
          trx,
          caller,
          { ...input, locationId },
          fingerprint,
          await this.number(trx, caller, now),
          now,
        );
      });
      return typeof sold === 'number' ? this.detailOf(caller, sold, true) : sold;
    }
    const existing = await repo.byClientKey(caller.tenantId, input.clientKey);
    if (existing) return this.repeated(caller, existing, fingerprint);
    // numbered on its own (committed at once) so concurrent sales do not queue on the counter row; a sale that
    // fails afterwards leaves a gap in the day's numbers, never a duplicate. PostgreSQL's upsert answers the
    // number by itself; MySQL reads it back within a transaction.
    const no =
      dbType === 'mysql'
        ? await inTransaction(repo.db, (trx) => this.number(trx, caller, now))
        : await this.number(repo.db, caller, now);
    try {
      return await inTransaction(repo.db, (trx) =>
        this.record(trx, caller, { ...input, locationId }, fingerprint, no, now),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // the same client key committed first from another request: that order is the answer
      const first = await repo.byClientKey(caller.tenantId, input.clientKey);
      if (!first) throw error;
      return this.repeated(caller, first, fingerprint);
    }
  }

  /** The answer to a client key used before: its order, when the body is the same (else 409). */
  private repeated(
    caller: Principal,
    first: { id: number; clientHash: string | null },
    fingerprint: string,
  ): Promise<SaleOrderDetailOutput> {
    assertSameSale(first, fingerprint);
    return this.detailOf(caller, first.id, true);
  }

  private number(trx: Trx | Db, caller: Principal, now: number): Promise<string> {
    return nextDocNo(trx, this.deps.dbType, this.deps.ids, caller.tenantId, 'XS', now, this.deps.timeZone);
  }

  private async record(
    trx: Trx,
    caller: Principal,
    input: SaleOrderAddInput,
    fingerprint: string,
    no: string,
    now: number,
  ): Promise<SaleOrderDetailOutput> {
    const { repo, retail, ids } = this.deps;
    const tenantId = caller.tenantId;
    const { vip, sellables, priced, byBalance } = await checkSale(trx, repo, tenantId, input);
    const tender = tenderOf(input);

    const id = ids.next();
    await this.deps.approvals.assertAllowed(trx, caller, {
      clientKey: input.clientKey,
      orderId: id,
      pct: discountPercents(priced),
      now,
    });
    const orgId = caller.orgId || null;
    const lines = priced.lines.map((line, i) =>
      orderLineRow(
        { id: ids.next(), tenantId, orderId: id, lineNo: i + 1 },
        sellables[i] as SellableBarcode,
        {
          qty: line.qty,
          price: line.price,
          discount: line.discount,
          orderDiscountShare: line.orderDiscountShare,
          amount: line.amount,
        },
      ),
    );
    // stock first: each line keeps the location's moving-average cost at the time of sale
    // resolved by `create` (the caller's own location, or the one it may choose)
    const locationId = input.locationId as number;
    const settings = await retail.settings.get(tenantId, trx);
    const costs = await retail.stock.apply(
      trx,
      caller,
      tenantId,
      lines.map((l) => ({
        barcodeId: Number(l.barcodeId),
        barcode: String(l.barcode),
        delta: -Number(l.qty),
        sourceLineId: Number(l.id),
      })),
      { kind: StockLogKind.Sale, type: 'saleOrder', id, no, orgId, locationId },
      { allowNegative: settings.allowNegativeStock, now },
    );
    for (const line of lines) line.costPrice = costs.get(Number(line.barcodeId)) ?? line.costPrice;
    const points = vip ? pointsFor(priced.amount) : 0;
    const order = {
      id,
      tenantId,
      orgId,
      locationId,
      no,
      clientKey: input.clientKey,
      clientHash: fingerprint,
      vipId: vip?.id ?? null,
      kind: SaleOrderKind.Sale,
      ...tender,
      status: SaleOrderStatus.Completed,
      totalQty: priced.totalQty,
      listAmount: priced.listAmount,
      lineDiscount: priced.lineDiscount,
      orderDiscount: priced.orderDiscount,
      amount: priced.amount,
      costAmount: lines.reduce((a, l) => a + Number(l.costPrice) * Number(l.qty), 0),
      refundQty: 0,
      refundAmount: 0,
      points,
      remark: input.remark ?? null,
      createTime: now,
      createUserId: caller.userId,
      createUserName: caller.realName,
      isDelete: 0,
    };
    const payments = input.payments.map((p) => ({
      id: ids.next(),
      tenantId,
      orderId: id,
      refundId: null,
      method: p.method,
      amount: p.amount,
      createTime: now,
    }));
    await repo.insert(trx, order, lines, payments);
    await retail.shifts.stampSale(trx, caller, id);
    if (vip) {
      if (byBalance > 0) {
        await retail.balance.apply(
          trx,
          caller,
          tenantId,
          {
            vipId: vip.id,
            kind: BalanceKind.Consume,
            amount: -byBalance,
            sourceType: 'saleOrder',
            sourceId: id,
            sourceNo: no,
            payMethod: PayMethod.Balance,
            orgId,
          },
          now,
        );
      }
      await repo.addToMember(trx, tenantId, vip.id, {
        orders: 1,
        consume: priced.amount,
        points,
        visit: now,
      });
    }
    return {
      ...this.toOutput({
        ...order,
        vipName: vip?.name ?? null,
        vipCardNo: vip?.cardNo ?? null,
        vipMobile: vip?.mobile ?? null,
      }),
      lines: lines.map((l) => lineOutput(l as Selectable<RetailSaleOrderLineTable>)),
      payments: payments.map((p) => paymentOutput(p, this.deps.timeZone)),
      refunds: [],
      refundRequests: [],
    };
  }

  async page(caller: Principal, input: SaleOrderPageInput): Promise<PageResult<SaleOrderOutput>> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const page = await this.deps.repo.page(
      caller.tenantId,
      scope,
      input,
      timeRange(input, this.deps.timeZone),
      this.deps.maxPageSize,
    );
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** The filtered orders as an .xlsx workbook (first EXCEL_MAX_ROWS rows of the requested order). */
  async export(caller: Principal, input: SaleOrderPageInput, lang: Language): Promise<Buffer> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(
      caller.tenantId,
      scope,
      { ...input, page: 1, pageSize: SALE_EXPORT_MAX },
      range,
      SALE_EXPORT_MAX,
    );
    const methods = await this.deps.repo.payMethods(
      caller.tenantId,
      page.items.map((r) => r.id),
    );
    return saleOrderSheet(
      page.items.map((r) => this.toOutput(r)),
      methods,
      lang,
    );
  }

  toOutput(row: OrderRow): SaleOrderOutput {
    return orderOutput(row, this.deps.timeZone);
  }

  /** An order the caller may see (tenant and data scope), with lines, payments and refunds; 404 otherwise. */
  async detailOf(caller: Principal, id: number, ignoreScope = false): Promise<SaleOrderDetailOutput> {
    const { repo, timeZone } = this.deps;
    const scope = ignoreScope ? { all: true as const } : await this.deps.scopes.scopeOf(caller);
    const row = await repo.findVisible(caller.tenantId, scope, id);
    if (!row) throw notFound();
    const [lines, payments, refunds, requests] = await Promise.all([
      repo.lines(repo.db, caller.tenantId, id),
      repo.payments(repo.db, caller.tenantId, id),
      repo.refunds(caller.tenantId, id),
      this.deps.refundRequests.ofOrder(caller.tenantId, id),
    ]);
    return {
      ...this.toOutput(row),
      lines: lines.map(lineOutput),
      payments: payments.map((p) => paymentOutput(p, timeZone)),
      refunds: refunds.map((r) => refundOutput(r, timeZone)),
      refundRequests: requests.map((r) => refundRequestOutput(r, timeZone)),
    };
  }

  /** The discount approvals of an order the caller may see (the approval log). */
  async approvalsOf(caller: Principal, id: number) {
    await this.detailOf(caller, id);
    return this.deps.approvals.forOrder(caller, id);
  }

  async receipt(caller: Principal, id: number) {
    const detail = await this.detailOf(caller, id);
    return { ...detail, ...(await this.deps.retail.settings.shopTexts(caller.tenantId)) };
  }
}
