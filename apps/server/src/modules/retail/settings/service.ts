import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';

export interface RetailSettings {
  allowNegativeStock: boolean;
  receiptHeader: string | null;
  receiptFooter: string | null;
  /** a sale or refund needs the caller's open till shift (docs/decisions.md "Shifts") */
  requireShift: boolean;
  /** the stock location of staff outside any store or warehouse (null: the first store, warehouse or root) */
  mainLocationId: number | null;
}

const DEFAULTS: RetailSettings = {
  allowNegativeStock: false,
  receiptHeader: null,
  receiptFooter: null,
  requireShift: false,
  mainLocationId: null,
};

/** Per-tenant retail settings (issue: allow negative stock, default off; receipt texts). A tenant without a row has the defaults. */
export class RetailSettingsService {
  constructor(
    private readonly db: Db,
    private readonly ids: IdGenerator,
  ) {}

  /** Read inside a document's transaction so the rule applied is the one in force when it commits. */
  async get(tenantId: number, trx: Trx | Db = this.db): Promise<RetailSettings> {
    const row = await trx
      .selectFrom('retailSetting')
      .select(['allowNegativeStock', 'receiptHeader', 'receiptFooter', 'requireShift', 'mainLocationId'])
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!row) return { ...DEFAULTS };
    return {
      allowNegativeStock: row.allowNegativeStock === 1,
      receiptHeader: row.receiptHeader,
      receiptFooter: row.receiptFooter,
      requireShift: row.requireShift === 1,
      mainLocationId: row.mainLocationId === null ? null : Number(row.mainLocationId),
    };
  }

  /** What every printed slip heads and ends with: the tenant's name as the shop's, and the receipt texts. */
  async shopTexts(
    tenantId: number,
  ): Promise<{ shopName: string | null; header: string | null; footer: string | null }> {
    const [settings, tenant] = await Promise.all([
      this.get(tenantId),
      this.db.selectFrom('sysTenant').select('name').where('id', '=', tenantId).executeTakeFirst(),
    ]);
    return {
      shopName: tenant?.name ?? null,
      header: settings.receiptHeader,
      footer: settings.receiptFooter,
    };
  }

  async update(
    caller: Principal,
    changes: Partial<RetailSettings>,
    now = Date.now(),
  ): Promise<RetailSettings> {
    const current = await this.get(caller.tenantId);
    const next = {
      ...current,
      ...definedOnly(changes),
    };
    const values = {
      allowNegativeStock: next.allowNegativeStock ? 1 : 0,
      receiptHeader: next.receiptHeader,
      receiptFooter: next.receiptFooter,
      requireShift: next.requireShift ? 1 : 0,
      mainLocationId: next.mainLocationId,
      updateTime: now,
      updateUserId: caller.userId,
      updateUserName: caller.realName,
    };
    const updated = await this.db
      .updateTable('retailSetting')
      .set(values)
      .where('tenantId', '=', caller.tenantId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      try {
        await this.db
          .insertInto('retailSetting')
          .values({ id: this.ids.next(), tenantId: caller.tenantId, ...values })
          .execute();
      } catch (error) {
        // a concurrent first save created the row: apply ours over it
        if (!isUniqueViolation(error)) throw error;
        await this.db
          .updateTable('retailSetting')
          .set(values)
          .where('tenantId', '=', caller.tenantId)
          .execute();
      }
    }
    return next;
  }
}
