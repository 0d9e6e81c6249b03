import { TillShiftStatus } from '@retail/contracts';
import type {
  TillShiftCashInput,
  TillShiftCloseInput,
  TillShiftDetailOutput,
  TillShiftOpenInput,
  TillShiftOutput,
  TillShiftPageInput,
  TillShiftPrintOutput,
} from '@retail/contracts/api/retail/till-shift';
import type { DbType } from '../../../config.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { DataScopeService } from '../../system/access/data-scope.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { type ShiftFigures, shiftFigures, zFigures } from './figures.ts';
import { cashOutput, figuresOutput, shiftOutput } from './output.ts';
import type { ShiftRow, TillShiftRepository } from './repository.ts';
import { tillShiftSheet } from './export.ts';

export interface TillShiftDeps {
  repo: TillShiftRepository;
  scopes: DataScopeService;
  ids: IdGenerator;
  dbType: DbType;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Till shifts: a cashier opens one with a float, records paid-in and paid-out, and closes it with the counted
 * cash; the close computes the Z figures while it holds the shift row, and stores them as they were.
 */
export class TillShiftService {
  constructor(private readonly deps: TillShiftDeps) {}

  /** The caller's open shift with its X figures, or null. */
  async current(caller: Principal): Promise<TillShiftDetailOutput | null> {
    const row = await this.deps.repo.openOf(caller.tenantId, caller.userId);
    return row ? this.detail(caller.tenantId, row) : null;
  }

  /** Opens a shift for the caller in its org; one open shift per user (the database refuses a second). */
  async open(caller: Principal, input: TillShiftOpenInput, now = Date.now()): Promise<TillShiftDetailOutput> {
    const { repo, ids, dbType, timeZone } = this.deps;
    const tenantId = caller.tenantId;
    const refuse = async () => {
      const open = await repo.openOf(tenantId, caller.userId);
      return new AppError(409, 'tillShift.alreadyOpen', { no: open?.no ?? '' });
    };
    if (await repo.openOf(tenantId, caller.userId)) throw await refuse();
    try {
      await inTransaction(repo.db, async (trx) => {
        const no = await nextDocNo(trx, dbType, ids, tenantId, 'BC', now, timeZone);
        await repo.insert(trx, {
          id: ids.next(),
          tenantId,
          orgId: caller.orgId || null,
          no,
          userId: caller.userId,
          userName: caller.realName,
          openUserId: caller.userId,
          status: TillShiftStatus.Open,
          floatAmount: input.floatAmount,
          openTime: now,
          remark: input.remark ?? null,
          createTime: now,
          createUserId: caller.userId,
          createUserName: caller.realName,
          isDelete: 0,
        });
      });
    } catch (error) {
      // a concurrent open by the same user committed first
      if (isUniqueViolation(error)) throw await refuse();
      throw error;
    }
    const opened = await this.current(caller);
    if (!opened) throw notFound();
    return opened;
  }

  /** Records a paid-in or paid-out of an open shift the caller may see. */
  async cash(caller: Principal, input: TillShiftCashInput, now = Date.now()): Promise<TillShiftDetailOutput> {
    const { repo, ids } = this.deps;
    const shift = await this.visible(caller, input.shiftId);
    await inTransaction(repo.db, async (trx) => {
      if (!(await repo.lockOpen(trx, caller.tenantId, shift.id))) {
        throw new AppError(400, 'tillShift.notOpen', { no: shift.no });
      }
      await repo.insertCash(trx, {
        id: ids.next(),
        tenantId: caller.tenantId,
        shiftId: shift.id,
        kind: input.kind,
        amount: input.amount,
        reason: input.reason,
        createTime: now,
        createUserId: caller.userId,
        createUserName: caller.realName,
      });
    });
    return this.detailOf(caller, shift.id);
  }

  /**
   * Closes an open shift the caller may see with the counted cash. The shift row is updated first, so the close
   * waits for a sale holding it and then counts that sale; the Z figures are computed and stored in the same
   * transaction and never change afterwards.
   */
  async close(
    caller: Principal,
    input: TillShiftCloseInput,
    now = Date.now(),
  ): Promise<TillShiftDetailOutput> {
    const { repo } = this.deps;
    const tenantId = caller.tenantId;
    const shift = await this.visible(caller, input.id);
    await inTransaction(repo.db, async (trx) => {
      const closed = await repo.close(trx, tenantId, shift.id, {
        closeTime: now,
        closeUserId: caller.userId,
        closeUserName: caller.realName,
        remark: input.remark === undefined ? shift.remark : input.remark,
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!closed) throw new AppError(400, 'tillShift.notOpen', { no: shift.no });
      const z = zFigures(shiftFigures(await repo.totals(trx, tenantId, shift)), input.countedCash);
      await repo.update(trx, tenantId, shift.id, {
        expectedCash: z.expectedCash,
        countedCash: z.countedCash,
        difference: z.difference,
        zReport: JSON.stringify(z),
      });
    });
    return this.detailOf(caller, shift.id);
  }

  async page(caller: Principal, input: TillShiftPageInput): Promise<PageResult<TillShiftOutput>> {
    const { repo, scopes, timeZone, maxPageSize } = this.deps;
    const scope = await scopes.scopeOf(caller);
    const page = await repo.page(caller.tenantId, scope, input, timeRange(input, timeZone), maxPageSize);
    return { ...page, items: page.items.map((row) => shiftOutput(row, timeZone)) };
  }

  /** The filtered shifts with their figures (X for open ones) as an .xlsx workbook. */
  async export(caller: Principal, input: TillShiftPageInput, lang: Language): Promise<Buffer> {
    const { repo, scopes, timeZone } = this.deps;
    const scope = await scopes.scopeOf(caller);
    const page = await repo.page(
      caller.tenantId,
      scope,
      { ...input, page: 1, pageSize: EXCEL_MAX_ROWS },
      timeRange(input, timeZone),
      EXCEL_MAX_ROWS,
    );
    const rows = [];
    for (const row of page.items) {
      rows.push({
        shift: shiftOutput(row, timeZone),
        figures: figuresOutput(await this.figuresOf(caller.tenantId, row)),
      });
    }
    return tillShiftSheet(rows, lang);
  }

  /** A shift the caller may see (tenant and data scope) with its X or Z figures and paid-in/out rows. */
  async detailOf(caller: Principal, id: number): Promise<TillShiftDetailOutput> {
    return this.detail(caller.tenantId, await this.visible(caller, id));
  }

  /** What a printed X or Z report shows. */
  async print(caller: Principal, id: number, now = Date.now()): Promise<TillShiftPrintOutput> {
    const [detail, tenant] = await Promise.all([
      this.detailOf(caller, id),
      this.deps.repo.tenantName(caller.tenantId),
    ]);
    return { ...detail, shopName: tenant?.name ?? null, printTime: formatTime(now, this.deps.timeZone) };
  }

  private async visible(caller: Principal, id: number): Promise<ShiftRow> {
    const scope = await this.deps.scopes.scopeOf(caller);
    const row = await this.deps.repo.findVisible(caller.tenantId, scope, id);
    if (!row) throw notFound();
    return row;
  }

  /** Z as stored at close, or X as of now. */
  private async figuresOf(tenantId: number, row: ShiftRow): Promise<ShiftFigures> {
    if (row.status === TillShiftStatus.Closed && row.zReport) return JSON.parse(row.zReport) as ShiftFigures;
    return shiftFigures(await this.deps.repo.totals(this.deps.repo.db, tenantId, row));
  }

  private async detail(tenantId: number, row: ShiftRow): Promise<TillShiftDetailOutput> {
    const { repo, timeZone } = this.deps;
    const [figures, cash] = await Promise.all([this.figuresOf(tenantId, row), repo.cash(tenantId, row.id)]);
    return {
      ...shiftOutput(row, timeZone),
      report: row.status === TillShiftStatus.Closed ? 'Z' : 'X',
      figures: figuresOutput(figures),
      cash: cash.map((c) => cashOutput(c, timeZone)),
    };
  }
}
