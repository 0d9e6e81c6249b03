import {
  STOCKTAKE_MAX_QTY,
  type StocktakeCountInput,
  type StocktakeLineOutput,
} from '@retail/contracts/api/retail/stocktake';
import { StocktakeStatus } from '@retail/contracts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import { buildBook, readFirstSheet, sheet } from '../shared/excel.ts';
import { chunks, type FoundBarcode, type StocktakeRow } from './repository.ts';
import type { StocktakeDeps, StocktakeService } from './service.ts';

export interface CountReport {
  total: number;
  imported: number;
  failed: Array<{ row: number; reason: string }>;
}

type Count = { mode: 'add' | 'set'; qty: number | null };

/** The refusal of a quantity before anything is read: `add` needs a quantity other than 0, `set` none below 0. */
function checkQty({ mode, qty }: Count, barcode: string): void {
  if (mode === 'add' && (qty === null || qty === 0)) throw new AppError(400, 'stocktake.qtyToAdd');
  if (mode === 'set' && qty !== null && qty < 0)
    throw new AppError(400, 'stocktake.qtyNegative', { barcode });
}

/**
 * Entering counted quantities while a stocktake is counting: one scan or typed quantity (`count`), or a sheet of
 * barcodes and quantities (`import`). Each runs in a transaction that first touches the stocktake's row only while
 * it is counting, so a count and the posting never overlap: a count either lands before the posting reads the lines
 * or is refused as no longer counting.
 *
 * A barcode not on the sheet is added when it is a live barcode of the stocktake's scope (any for a whole-location
 * count; the category and its descendants otherwise) and no other open count of the location holds it. Its book
 * quantity is its quantity at the freeze as the log tells it (0 for a barcode without history there); its average
 * cost the counter's now (or the goods' cost price).
 */
export class StocktakeCounting {
  constructor(
    private readonly deps: StocktakeDeps,
    private readonly stocktakes: StocktakeService,
  ) {}

  async count(caller: Principal, input: StocktakeCountInput): Promise<StocktakeLineOutput> {
    checkQty(input, input.barcode);
    const doc = await this.stocktakes.findCounting(caller, input.id);
    const [barcode] = await this.deps.repo.barcodes(caller.tenantId, [input.barcode]);
    if (!barcode) throw new AppError(400, 'stocktake.barcodeUnknown', { barcode: input.barcode });
    const scope = await this.scope(caller.tenantId, doc);
    const lineId = await onUniqueViolation(
      () => this.otherCount(caller.tenantId, doc, barcode),
      () =>
        inTransaction(this.deps.repo.db, async (trx) => {
          const now = await this.hold(trx, caller, doc);
          return this.apply(trx, caller, doc, scope, barcode, input, now);
        }),
    );
    return this.stocktakes.lineOf(caller, doc, lineId);
  }

  template(lang: Language): Promise<Buffer> {
    return buildBook(
      [
        sheet<null>({
          name: 'stocktake.sheet.template',
          columns: [
            { header: 'col.barcode', width: 20, value: () => null },
            { header: 'stocktake.col.countQty', width: 12, value: () => null },
          ],
          rows: [],
        }),
      ],
      lang,
    );
  }

  /**
   * Counts from a sheet (a header row, then barcode and quantity): each barcode's counted quantity is set to the sum
   * of its rows (a barcode counted on two shelves, two rows), so importing a file again gives the same counts. Every
   * refused row is reported with its Excel row number and the reason; the good rows are taken in one transaction.
   */
  async import(caller: Principal, id: number, body: unknown, lang: Language): Promise<CountReport> {
    const doc = await this.stocktakes.findCounting(caller, id);
    const rows = await readFirstSheet(body);
    const [, ...dataRows] = [...rows.keys()].sort((a, b) => a - b);
    const failed: CountReport['failed'] = [];
    const byCode = new Map<string, { qty: number; rows: number[] }>();
    for (const row of dataRows) {
      const cells = rows.get(row) ?? [];
      const code = (cells[0] ?? '').trim();
      const qtyText = (cells[1] ?? '').trim();
      if (!code) {
        failed.push({ row, reason: translate(lang, 'stocktake.importBarcodeEmpty') });
        continue;
      }
      if (!/^\d{1,8}$/.test(qtyText) || Number(qtyText) > STOCKTAKE_MAX_QTY) {
        failed.push({ row, reason: translate(lang, 'stocktake.importQty', { value: qtyText }) });
        continue;
      }
      const entry = byCode.get(code) ?? { qty: 0, rows: [] };
      entry.qty += Number(qtyText);
      entry.rows.push(row);
      byCode.set(code, entry);
    }
    const found = new Map<string, FoundBarcode>();
    for (const part of chunks([...byCode.keys()])) {
      for (const b of await this.deps.repo.barcodes(caller.tenantId, part)) found.set(b.barcode, b);
    }
    const scope = await this.scope(caller.tenantId, doc);
    // a barcode added here that another count took at the same moment: named as if the check had seen it
    const raced = async () => {
      for (const barcode of [...found.values()].slice(0, 200)) {
        const refusal = await this.otherCount(caller.tenantId, doc, barcode);
        if (refusal.params.no) return refusal;
      }
      return duplicate('barcode', [...found.keys()].join(', '));
    };
    const taken = await onUniqueViolation(raced, () =>
      inTransaction(this.deps.repo.db, async (trx) => {
        const refused: CountReport['failed'] = [];
        let imported = 0;
        const now = await this.hold(trx, caller, doc);
        for (const [code, entry] of byCode) {
          const barcode = found.get(code);
          try {
            if (!barcode) throw new AppError(400, 'stocktake.barcodeUnknown', { barcode: code });
            await this.apply(trx, caller, doc, scope, barcode, { mode: 'set', qty: entry.qty }, now);
            imported += entry.rows.length;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            for (const row of entry.rows) refused.push({ row, reason: error.textIn(lang) });
          }
        }
        return { imported, refused };
      }),
    );
    failed.push(...taken.refused);
    return {
      total: dataRows.length,
      imported: taken.imported,
      failed: failed.sort((a, b) => a.row - b.row),
    };
  }

  /** The categories whose barcodes may join the sheet; null: any barcode (a whole-location count). */
  private async scope(tenantId: number, doc: StocktakeRow): Promise<number[] | null> {
    return doc.categoryId ? this.deps.categories.withDescendants(tenantId, doc.categoryId) : null;
  }

  /** Takes the stocktake's row for this transaction while it is counting; refuses otherwise. Answers the time. */
  private async hold(trx: Trx, caller: Principal, doc: StocktakeRow): Promise<number> {
    const now = Date.now();
    const held = await this.deps.repo.updateIf(trx, caller.tenantId, doc.id, StocktakeStatus.Counting, {
      updateTime: now,
      updateUserId: caller.userId,
      updateUserName: caller.realName,
    });
    if (!held) throw new AppError(400, 'stocktake.notCounting', { no: doc.no });
    return now;
  }

  private async otherCount(tenantId: number, doc: StocktakeRow, barcode: FoundBarcode): Promise<AppError> {
    const no = await this.deps.repo.overlapping(tenantId, doc.locationId, {
      barcodeId: barcode.barcodeId,
      exceptId: doc.id,
    });
    return new AppError(400, 'stocktake.barcodeOnOtherCount', { barcode: barcode.barcode, no: no ?? '' });
  }

  /** One barcode's count on the held stocktake; everything is checked before anything is written. Answers the line id. */
  private async apply(
    trx: Trx,
    caller: Principal,
    doc: StocktakeRow,
    scope: number[] | null,
    barcode: FoundBarcode,
    count: Count,
    now: number,
  ): Promise<number> {
    checkQty(count, barcode.barcode);
    const { repo, retail } = this.deps;
    const tenantId = caller.tenantId;
    let line = await repo.line(trx, tenantId, doc.id, barcode.barcodeId);
    const adding = !line;
    if (!line) {
      if (scope && (barcode.categoryId === null || !scope.includes(barcode.categoryId)))
        throw new AppError(400, 'stocktake.barcodeOutOfScope', { barcode: barcode.barcode });
      const other = { barcodeId: barcode.barcodeId, exceptId: doc.id };
      if (await repo.overlapping(tenantId, doc.locationId, other, trx))
        throw await this.otherCount(tenantId, doc, barcode);
      const averages = await retail.stock.averageCosts(trx, tenantId, doc.locationId, [barcode.barcodeId]);
      line = {
        id: this.deps.ids.next(),
        lineNo: (await repo.lastLineNo(trx, tenantId, doc.id)) + 1,
        barcodeId: barcode.barcodeId,
        bookQty: await repo.quantityBefore(
          trx,
          tenantId,
          doc.locationId,
          barcode.barcodeId,
          Number(doc.freezeTime),
        ),
        avgCost: averages.get(barcode.barcodeId) ?? Number(barcode.costPrice),
        countedQty: null,
        varianceQty: null,
        varianceValue: null,
      };
    }
    const before = line.countedQty === null ? null : Number(line.countedQty);
    const counted = count.mode === 'add' ? (before ?? 0) + (count.qty ?? 0) : count.qty;
    if (counted !== null && counted < 0)
      throw new AppError(400, 'stocktake.qtyNegative', { barcode: barcode.barcode });
    const book = Number(line.bookQty);
    const variance = counted === null ? null : counted - book;
    const value = variance === null ? null : variance * Number(line.avgCost);
    const counts = {
      countedQty: counted,
      varianceQty: variance,
      varianceValue: value,
      countTime: now,
      countUserId: caller.userId,
      countUserName: caller.realName,
    };
    if (adding) {
      await repo.insertLine(trx, {
        id: line.id,
        tenantId,
        stocktakeId: doc.id,
        lineNo: line.lineNo,
        barcodeId: barcode.barcodeId,
        goodsId: barcode.goodsId,
        bookQty: book,
        avgCost: Number(line.avgCost),
        movementQty: null,
        added: 1,
        openLocationId: doc.locationId,
        ...counts,
      });
    } else {
      await repo.setLine(trx, tenantId, line.id, counts);
    }
    await repo.addToTotals(trx, tenantId, doc.id, {
      lines: adding ? 1 : 0,
      counted: (counted === null ? 0 : 1) - (before === null ? 0 : 1),
      varianceQty: (variance ?? 0) - Number(line.varianceQty ?? 0),
      varianceValue: (value ?? 0) - Number(line.varianceValue ?? 0),
    });
    return line.id;
  }
}
