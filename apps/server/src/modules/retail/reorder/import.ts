import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { buildSheet, EXCEL_MAX_ROWS, readFirstSheet } from '../shared/excel.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import { LEVEL_IMPORT_COLUMNS } from './export.ts';
import { checkLevels, type Levels, type ReorderService } from './service.ts';

export interface LevelImportReport {
  total: number;
  imported: number;
  failed: Array<{ row: number; reason: string }>;
}

const WHOLE = /^\d{1,8}$/;

/**
 * Imports reorder levels from a sheet of barcode, min and max (a header row first) for one location: each row is
 * checked on its own (known barcode, whole numbers, both or neither, min ≤ max, a barcode once) and every refused
 * row is reported with its Excel row number and reason; the good rows are written together.
 */
export class LevelImporter {
  constructor(
    private readonly reorder: ReorderService,
    private readonly locations: StockLocations,
  ) {}

  template(lang: Language): Promise<Buffer> {
    return buildSheet(
      'Levels',
      LEVEL_IMPORT_COLUMNS.map((header) => ({ header, width: 18, value: () => null })),
      [],
      lang,
    );
  }

  async import(
    caller: Principal,
    body: unknown,
    requestedLocation: number | undefined,
    lang: Language,
  ): Promise<LevelImportReport> {
    const locationId = await this.locations.forWrite(caller, requestedLocation);
    const sheet = await readFirstSheet(body);
    const [, ...dataRows] = [...sheet.keys()].sort((a, b) => a - b);
    if (dataRows.length > EXCEL_MAX_ROWS)
      throw new AppError(400, 'excel.tooManyRows', { max: EXCEL_MAX_ROWS });
    const report: LevelImportReport = { total: dataRows.length, imported: 0, failed: [] };
    const good: Array<Levels & { barcode: string; row: number }> = [];
    const seen = new Set<string>();
    for (const row of dataRows) {
      const [barcode = '', min = '', max = ''] = (sheet.get(row) ?? []).map((c) => c.trim());
      try {
        if (barcode === '') throw new AppError(400, 'reorder.barcodeEmpty');
        if (seen.has(barcode)) throw new AppError(400, 'reorder.sheetDuplicate', { barcode });
        const levels = { minQty: this.level('minQty', min), maxQty: this.level('maxQty', max) };
        checkLevels(levels);
        // a barcode counts as taken once a row of it is good: a later row of it is refused as a repeat
        seen.add(barcode);
        good.push({ barcode, row, ...levels });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report.failed.push({ row, reason: error.textIn(lang) });
      }
    }
    // unknown barcodes are named row by row; the rest go in together
    const known = new Set(
      await this.reorder.knownBarcodes(
        caller.tenantId,
        good.map((g) => g.barcode),
      ),
    );
    const writable = good.filter((g) => {
      if (known.has(g.barcode)) return true;
      report.failed.push({
        row: g.row,
        reason: translate(lang, 'reorder.barcodeUnknown', { barcode: g.barcode }),
      });
      return false;
    });
    if (writable.length > 0) await this.reorder.apply(caller, locationId, writable);
    report.imported = writable.length;
    report.failed.sort((a, b) => a.row - b.row);
    return report;
  }

  /** A level cell: empty is none; otherwise a whole number of 0 or more. */
  private level(field: 'minQty' | 'maxQty', text: string): number | null {
    if (text === '') return null;
    if (!WHOLE.test(text)) throw new AppError(400, 'reorder.levelNotNumber', { field, value: text });
    return Number(text);
  }
}
