import type { FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { describeValidation } from '../../../platform/http/error-handler.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { readUpload } from '../../../platform/storage/upload.ts';
import { readSheetRows } from '../shared/sheet-rows.ts';
import { vipAddInput } from './schemas.ts';
import type { VipService } from './service.ts';

/** Columns of a member import, in order; the first row of the file is the header. */
export const VIP_IMPORT_COLUMNS = ['cardNo', 'name', 'mobile', 'level', 'sex', 'birthday', 'remark'] as const;
const MAX_ROWS = 5000;

export interface ImportReport {
  added: number;
  failed: Array<{ row: number; reason: string }>;
}

/**
 * Imports members row by row from .xlsx or CSV: every valid row is added (through the same rules as `add`), every
 * bad row is reported with its row number and reason; one bad row never stops the others.
 */
export class VipImporter {
  constructor(
    private readonly members: VipService,
    private readonly maxUploadBytes: number,
  ) {}

  async import(request: FastifyRequest): Promise<ImportReport> {
    const upload = await readUpload(request, this.maxUploadBytes, { suffixes: ['xlsx', 'csv', 'txt'] });
    const rows = await readSheetRows(upload, VIP_IMPORT_COLUMNS.length);
    if (rows.length === 0 || rows.length > MAX_ROWS)
      throw new AppError(400, 'vip.importSize', { max: MAX_ROWS });
    const report: ImportReport = { added: 0, failed: [] };
    for (const { row, cells } of rows) {
      const record: Record<string, unknown> = {};
      VIP_IMPORT_COLUMNS.forEach((key, i) => {
        const text = cells[i] ?? '';
        if (text !== '') record[key] = key === 'sex' ? Number(text) : text;
      });
      const parsed = vipAddInput.safeParse(record);
      if (!parsed.success) {
        report.failed.push({ row, reason: this.describe(parsed.error, request, record) });
        continue;
      }
      try {
        await this.members.add(request, parsed.data);
        report.added++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report.failed.push({ row, reason: translate(request.lang, error.key, error.params) });
      }
    }
    return report;
  }

  private describe(error: ZodError, request: FastifyRequest, input: unknown): string {
    const items = error.issues.map((issue) => ({
      instancePath: `/${issue.path.join('/')}`,
      keyword: issue.code,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    }));
    return describeValidation(items, request.lang, undefined, input);
  }
}
