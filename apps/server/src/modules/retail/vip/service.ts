import { BalanceKind, Status } from '@retail/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import { dictLabels } from '../../system/dict/labels.ts';
import type { RetailCore } from '../core.ts';
import { fenToYuan } from '@retail/contracts';
import { TOP_UP_SOURCE, type VipRepository, type VipRow } from './repository.ts';
import type {
  BalanceLogPageInput,
  TopUpInput,
  TopUpOutput,
  VipAddInput,
  VipFilter,
  VipOutput,
  VipPageInput,
  VipUpdateInput,
} from '@retail/contracts/api/retail/vip';

const yuan = (fen: number | string) => fenToYuan(Number(fen));
const cardTaken = (cardNo: string) => () => duplicate('cardNo', cardNo);

/** A member holding money cannot go: the money is the member's. */
function refuseBalance(cardNo: string, balance: number): void {
  if (balance !== 0) throw new AppError(400, 'vip.hasBalance', { cardNo, balance: yuan(balance).toFixed(2) });
}

const snapshot = (row: VipRow) => ({
  cardNo: row.cardNo,
  name: row.name,
  mobile: row.mobile,
  level: row.level,
  sex: row.sex,
  birthday: row.birthday,
  status: row.status,
  remark: row.remark,
});

export interface VipDeps {
  db: Db;
  ids: IdGenerator;
  repo: VipRepository;
  retail: RetailCore;
  audit: AuditLog;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Members of the caller's tenant. Master data is edited here (audited); balance, points and totals change only
 * through the balance ledger (top-up here, payments and refunds in sales orders).
 */
export class VipService {
  private readonly writes: AuditedWrites<'retailVip', VipRow>;

  constructor(private readonly deps: VipDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'retail_vip',
      audit: deps.audit,
      ids: deps.ids,
      snapshot,
    });
  }

  /** Member level names by code (the `vip_level` dictionary) in a language, for exports. */
  levelNames(lang: Language): Promise<Map<string, string>> {
    return dictLabels(this.deps.db, 'vip_level', lang);
  }

  toOutput(row: VipRow): VipOutput {
    return {
      ...row,
      balance: yuan(row.balance),
      points: Number(row.points),
      totalTopUp: yuan(row.totalTopUp),
      totalConsume: yuan(row.totalConsume),
      orderCount: Number(row.orderCount),
      lastVisitTime: formatNullableTime(row.lastVisitTime, this.deps.timeZone),
      createTime: formatTime(row.createTime, this.deps.timeZone),
    };
  }

  async page(caller: Principal, input: VipPageInput): Promise<PageResult<VipOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: VipFilter, limit: number): Promise<VipOutput[]> {
    return (await this.deps.repo.list(caller.tenantId, filter, limit)).map((r) => this.toOutput(r));
  }

  async detail(caller: Principal, id: number): Promise<VipOutput> {
    return this.toOutput(await this.writes.found(caller, id));
  }

  /** A member the till may put on a sale (live and enabled), or undefined: a recalled cart's member. */
  async forTill(tenantId: number, id: number): Promise<VipOutput | undefined> {
    const row = await this.deps.repo.findById(tenantId, id);
    return row && row.status === Status.Enable ? this.toOutput(row) : undefined;
  }

  async lookup(caller: Principal, keyword: string): Promise<VipOutput[]> {
    return (await this.deps.repo.lookup(caller.tenantId, keyword)).map((r) => this.toOutput(r));
  }

  private async check(tenantId: number, input: { cardNo?: string; level?: string | null }, id?: number) {
    await refuseTaken(this.deps.repo, tenantId, { cardNo: input.cardNo }, id);
    if (input.level && !(await this.deps.repo.levelExists(input.level)))
      throw new AppError(400, 'vip.levelUnknown', { level: input.level });
  }

  async add(actor: Actor, input: VipAddInput): Promise<number> {
    await this.check(actor.tenantId, input);
    return onUniqueViolation(cardTaken(input.cardNo), () =>
      this.writes.add(actor, {
        orgId: actor.orgId || null,
        cardNo: input.cardNo,
        name: input.name,
        mobile: input.mobile ?? null,
        level: input.level ?? null,
        sex: input.sex ?? 0,
        birthday: input.birthday ?? null,
        balance: 0,
        points: 0,
        totalTopUp: 0,
        totalConsume: 0,
        orderCount: 0,
        status: input.status ?? 1,
        remark: input.remark ?? null,
      }),
    );
  }

  async update(actor: Actor, input: VipUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const current = await this.writes.found(actor, id);
    await this.check(actor.tenantId, input, id);
    await onUniqueViolation(cardTaken(input.cardNo ?? ''), () => this.writes.update(actor, current, changes));
  }

  /**
   * Soft delete (the card number is released by the short suffix, docs/decisions.md), refused while the member
   * holds a balance; the balance is read again in the deleting transaction, so a top-up since the first read wins.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    refuseBalance(current.cardNo, Number(current.balance));
    await this.writes.delete(actor, current, async (trx) =>
      refuseBalance(current.cardNo, await this.deps.repo.balanceOf(actor.tenantId, id, trx)),
    );
  }

  /**
   * Top-up: the amount paid (a TopUp ledger row with its pay method) and an optional bonus (a Bonus row naming
   * the TopUp row as its source) in one transaction; total_top_up grows by the amount paid only. Answers the new
   * balance in yuan and the TopUp row's id, the slip's.
   */
  async topUp(caller: Principal, input: TopUpInput): Promise<TopUpOutput> {
    const vip = await this.writes.found(caller, input.id);
    const { tenantId } = caller;
    const orgId = caller.orgId || null;
    return inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const entry = { vipId: vip.id, sourceType: TOP_UP_SOURCE, orgId, remark: input.remark ?? null };
      const paid = await this.deps.retail.balance.record(
        trx,
        caller,
        tenantId,
        { ...entry, kind: BalanceKind.TopUp, amount: input.amount, payMethod: input.payMethod },
        now,
      );
      let balance = paid.balance;
      if (input.bonus) {
        balance = await this.deps.retail.balance.apply(
          trx,
          caller,
          tenantId,
          { ...entry, kind: BalanceKind.Bonus, amount: input.bonus, sourceId: paid.logId },
          now,
        );
      }
      await this.deps.repo.addTopUp(tenantId, vip.id, input.amount, trx);
      return { balance: yuan(balance), logId: paid.logId };
    });
  }

  async balanceLog(caller: Principal, input: BalanceLogPageInput) {
    await this.writes.found(caller, input.vipId);
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.balanceLog(caller.tenantId, input, range, this.deps.maxPageSize);
    return {
      ...page,
      items: page.items.map((r) => ({
        ...r,
        amount: yuan(r.amount),
        balanceBefore: yuan(r.balanceBefore),
        balanceAfter: yuan(r.balanceAfter),
        createTime: formatTime(r.createTime, this.deps.timeZone),
      })),
    };
  }

  async goodsRank(caller: Principal, id: number, top: number) {
    await this.writes.found(caller, id);
    const rows = await this.deps.repo.goodsRank(caller.tenantId, id, top);
    return rows.map((r) => ({ ...r, qty: Number(r.qty), amount: yuan(r.amount) }));
  }
}
