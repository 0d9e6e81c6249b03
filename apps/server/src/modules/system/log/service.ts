import { PassThrough } from 'node:stream';
import { AccountType } from '@retail/contracts';
import { loadExcel } from '../../../platform/excel/load-excel.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import { detailColumns, type LogKind } from './kinds.ts';
import { logCellText } from './labels.ts';
import type { LogRepository, LogRow, LogScope } from './repository.ts';
import type { LogFilterInput } from '@retail/contracts/api/system/log';

const EXPORT_MAX_ROWS = 100_000;

/** An export's attachment: its file name and the workbook as it is written. */
export interface LogExport {
  fileName: string;
  stream: PassThrough;
}

/**
 * The audit logs. The platform super admin sees every tenant's rows (and rows without a tenant, such as failed
 * sign-ins); everybody else with the permission sees only the rows of their own tenant.
 */
export class LogService {
  constructor(
    private readonly repo: LogRepository,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private scopeOf(caller: Principal, tenantId?: number | null): LogScope {
    if (caller.accountType === AccountType.SuperAdmin)
      return { allTenants: true, tenantId: tenantId ?? undefined };
    return { tenantId: caller.tenantId };
  }

  private format(row: LogRow): LogRow {
    return { ...row, createTime: formatTime(Number(row.createTime), this.timeZone) };
  }

  /** The row with words instead of the codes it stores (exports). */
  private worded(kind: LogKind, row: LogRow, lang: Language): LogRow {
    const out: LogRow = { ...row };
    for (const [column, value] of Object.entries(row))
      out[column] = logCellText(kind.table, column, value, lang);
    return out;
  }

  async page(kind: LogKind, caller: Principal, input: LogFilterInput): Promise<PageResult<LogRow>> {
    const range = timeRange(input, this.timeZone);
    const page = await this.repo.page(
      kind,
      this.scopeOf(caller, input.tenantId),
      input,
      range,
      this.maxPageSize,
    );
    return { ...page, items: page.items.map((r) => this.format(r)) };
  }

  async detail(kind: LogKind, caller: Principal, id: number): Promise<LogRow> {
    const row = await this.repo.detail(kind, this.scopeOf(caller), id, detailColumns(kind));
    if (!row) throw notFound();
    return this.format(row);
  }

  /** Deletes the caller's scope of the log; returns the number of rows removed. */
  clear(kind: LogKind, caller: Principal, tenantId?: number | null): Promise<number> {
    return this.repo.clear(kind, this.scopeOf(caller, tenantId));
  }

  /**
   * The filtered rows (newest first, at most 100 000) as an Excel sheet with translated headers, written to the
   * stream as they are read; a failure midway is logged to `log` and ends the stream with the error.
   */
  async export(
    kind: LogKind,
    caller: Principal,
    input: LogFilterInput,
    lang: Language,
    log: Logger,
  ): Promise<LogExport> {
    const ExcelJS = await loadExcel();
    const columns = kind.columns.filter((c) => c.width !== undefined);
    const title = kind.title[lang];
    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(title);
    sheet.columns = columns.map((c) => ({ header: c.header[lang], key: c.key, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    const rows = this.repo.batches(
      kind,
      this.scopeOf(caller, input.tenantId),
      input,
      timeRange(input, this.timeZone),
      ['id', ...columns.map((c) => c.key)],
      EXPORT_MAX_ROWS,
    );
    void (async () => {
      for await (const batch of rows) {
        for (const row of batch) sheet.addRow(this.worded(kind, this.format(row), lang)).commit();
      }
      sheet.commit();
      await workbook.commit();
    })().catch((error: unknown) => {
      log.error({ err: error }, 'log export failed');
      stream.destroy(error as Error);
    });
    const stamp = formatTime(Date.now(), this.timeZone).replace(/\D/g, '').slice(0, 12);
    return { fileName: `${stamp}${title}.xlsx`, stream };
  }
}
