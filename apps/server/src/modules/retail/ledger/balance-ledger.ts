import { BalanceKind, type PayMethod, Status } from '@retail/contracts';
import { sql } from 'kysely';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';

export interface BalanceEntry {
  vipId: number;
  kind: BalanceKind;
  /** fen; negative for consumption */
  amount: number;
  sourceType?: string | null;
  sourceId?: number | null;
  sourceNo?: string | null;
  payMethod?: PayMethod | null;
  orgId?: number | null;
  remark?: string | null;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The only writer of retail_vip.balance (DESIGN.md §6): every change is one conditional UPDATE (never below
 * zero) plus one balance-log row, inside the caller's transaction, so balance = sum of the ledger. Only live
 * members of the tenant can change, and only enabled ones, except that a refund still reaches a member disabled
 * since the sale: the money is theirs.
 */
export class BalanceLedger {
  constructor(private readonly ids: IdGenerator) {}

  /** Applies an entry and answers the new balance (fen). */
  async apply(
    trx: Trx,
    caller: Principal | null,
    tenantId: number,
    entry: BalanceEntry,
    now: number,
  ): Promise<number> {
    return (await this.record(trx, caller, tenantId, entry, now)).balance;
  }

  /** Applies an entry and answers the new balance (fen) and the id of its ledger row. */
  async record(
    trx: Trx,
    caller: Principal | null,
    tenantId: number,
    entry: BalanceEntry,
    now: number,
  ): Promise<{ balance: number; logId: number }> {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
      throw new RangeError('balance change must be a non-zero integer');
    const needsEnabled = entry.kind !== BalanceKind.Refund;
    let update = trx
      .updateTable('retailVip')
      .set({ balance: sql`balance + ${entry.amount}` })
      .where('tenantId', '=', tenantId)
      .where('id', '=', entry.vipId)
      .where('isDelete', '=', 0);
    if (needsEnabled) update = update.where('status', '=', Status.Enable);
    if (entry.amount < 0) update = update.where(sql`balance + ${entry.amount}`, '>=', 0);
    const result = await update.executeTakeFirst();
    const vip = await trx
      .selectFrom('retailVip')
      .select(['balance', 'cardNo', 'status', 'isDelete'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', entry.vipId)
      .executeTakeFirst();
    if (!vip || vip.isDelete !== 0 || (needsEnabled && vip.status !== Status.Enable)) {
      throw new AppError(404, 'balance.memberMissing');
    }
    const after = Number(vip.balance);
    if (Number(result.numUpdatedRows) === 0) {
      throw new AppError(400, 'balance.insufficient', {
        cardNo: vip.cardNo,
        balance: yuan(after),
        wanted: yuan(-entry.amount),
      });
    }
    const logId = this.ids.next();
    await trx
      .insertInto('retailVipBalanceLog')
      .values({
        id: logId,
        tenantId,
        vipId: entry.vipId,
        kind: entry.kind,
        amount: entry.amount,
        balanceBefore: after - entry.amount,
        balanceAfter: after,
        sourceType: entry.sourceType ?? null,
        sourceId: entry.sourceId ?? null,
        sourceNo: entry.sourceNo ?? null,
        payMethod: entry.payMethod ?? null,
        remark: entry.remark ?? null,
        orgId: entry.orgId ?? null,
        createTime: now,
        createUserId: caller?.userId ?? null,
        createUserName: caller?.realName ?? null,
      })
      .execute();
    return { balance: after, logId };
  }
}
