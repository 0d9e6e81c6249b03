import { BalanceKind } from '@retail/contracts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { dictLabels } from '../../system/dict/labels.ts';
import type { RetailCore } from '../index.ts';
import { fenToYuan } from '@retail/contracts';
import type { VipRepository, VipRow } from './repository.ts';
import type {
  BalanceLogPageInput,
  TopUpInput,
  VipAddInput,
  VipFilter,
  VipOutput,
  VipPageInput,
  VipUpdateInput,
} from '@retail/contracts/api/retail/vip';

const TABLE = 'retail_vip';
const yuan = (fen: number | string) => fenToYuan(Number(fen));

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
  constructor(private readonly deps: VipDeps) {}

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

  async find(caller: Principal, id: number): Promise<VipRow> {
    const row = await this.deps.repo.find(caller.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  async detail(caller: Principal, id: number): Promise<VipOutput> {
    return this.toOutput(await this.find(caller, id));
  }

  async lookup(caller: Principal, keyword: string): Promise<VipOutput[]> {
    return (await this.deps.repo.lookup(caller.tenantId, keyword)).map((r) => this.toOutput(r));
  }

  private async check(tenantId: number, input: { cardNo?: string; level?: string | null }, id?: number) {
    if (input.cardNo !== undefined) {
      const holder = await this.deps.repo.cardHolder(tenantId, input.cardNo);
      if (holder !== undefined && holder !== id) throw duplicate('cardNo', input.cardNo);
    }
    if (input.level && !(await this.deps.repo.levelExists(input.level)))
      throw new AppError(400, 'vip.levelUnknown', { level: input.level });
  }

  async add(actor: Actor, input: VipAddInput): Promise<number> {
    await this.check(actor.tenantId, input);
    const id = this.deps.ids.next();
    try {
      await this.deps.repo.insert({
        id,
        tenantId: actor.tenantId,
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
        ...auditInsert(actor),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate('cardNo', input.cardNo);
      throw error;
    }
    const created = await this.find(actor, id);
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'insert',
      after: snapshot(created),
    });
    return id;
  }

  async update(actor: Actor, input: VipUpdateInput): Promise<void> {
    const current = await this.find(actor, input.id);
    await this.check(actor.tenantId, input, current.id);
    const { id, ...fields } = input;
    const changes = definedOnly(fields);
    try {
      if (!(await this.deps.repo.update(actor.tenantId, id, { ...changes, ...auditUpdate(actor) })))
        throw notFound();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate('cardNo', input.cardNo ?? '');
      throw error;
    }
    const after = await this.find(actor, id);
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'update',
      before: snapshot(current),
      after: snapshot(after),
    });
  }

  /** Soft delete, refused while the member holds a balance (that money belongs to the member). */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.find(actor, id);
    const hasBalance = (row: VipRow) =>
      new AppError(400, 'vip.hasBalance', { cardNo: row.cardNo, balance: yuan(row.balance).toFixed(2) });
    if (Number(current.balance) !== 0) throw hasBalance(current);
    // the conditional delete also refuses a balance topped up since the read
    if (!(await this.deps.repo.softDelete(actor.tenantId, id, current.cardNo, auditUpdate(actor))))
      throw hasBalance(await this.find(actor, id));
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }

  /**
   * Top-up: the amount paid (a TopUp ledger row with its pay method) and an optional bonus (a Bonus row) in one
   * transaction; total_top_up grows by the amount paid only. Answers the new balance in yuan.
   */
  async topUp(caller: Principal, input: TopUpInput): Promise<number> {
    const vip = await this.find(caller, input.id);
    const { tenantId } = caller;
    const orgId = caller.orgId || null;
    return inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const entry = { vipId: vip.id, sourceType: 'topUp', orgId, remark: input.remark ?? null };
      let balance = await this.deps.retail.balance.apply(
        trx,
        caller,
        tenantId,
        { ...entry, kind: BalanceKind.TopUp, amount: input.amount, payMethod: input.payMethod },
        now,
      );
      if (input.bonus) {
        balance = await this.deps.retail.balance.apply(
          trx,
          caller,
          tenantId,
          { ...entry, kind: BalanceKind.Bonus, amount: input.bonus },
          now,
        );
      }
      await this.deps.repo.addTopUp(trx, tenantId, vip.id, input.amount);
      return yuan(balance);
    });
  }

  async balanceLog(caller: Principal, input: BalanceLogPageInput) {
    await this.find(caller, input.vipId);
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
    await this.find(caller, id);
    const rows = await this.deps.repo.goodsRank(caller.tenantId, id, top);
    return rows.map((r) => ({ ...r, qty: Number(r.qty), amount: yuan(r.amount) }));
  }
}
