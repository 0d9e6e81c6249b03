import type { ZodError } from 'zod';
import { describeValidation } from '../../../platform/http/error-handler.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { buildSheet, readFirstSheet } from '../shared/excel.ts';
import { VIP_IMPORT_COLUMNS } from './export.ts';
import { vipAddInput } from '@retail/contracts/api/retail/vip';
import type { VipService } from './service.ts';

export interface ImportReport {
  total: number;
  imported: number;
  failed: Array<{ row: number; reason: string }>;
}

/**
 * Imports members row by row from the template sheet (a header row, then card no, name, mobile, level, sex,
 * birthday, remark): every valid row is added through the same rules as `add`; every bad row is reported with its
 * Excel row number and reason, and never stops the others.
 */
export class VipImporter {
  constructor(private readonly members: VipService) {}

  template(lang: Language): Promise<Buffer> {
    return buildSheet(
      'Members',
      VIP_IMPORT_COLUMNS.map((c) => ({ header: c.header, width: 16, value: () => null })),
      [],
      lang,
    );
  }

  async import(actor: Actor, body: unknown, lang: Language): Promise<ImportReport> {
    const sheet = await readFirstSheet(body);
    const [, ...dataRows] = [...sheet.keys()].sort((a, b) => a - b);
    const report: ImportReport = { total: dataRows.length, imported: 0, failed: [] };
    for (const row of dataRows) {
      const cells = sheet.get(row) as string[];
      const record: Record<string, unknown> = {};
      VIP_IMPORT_COLUMNS.forEach(({ key }, i) => {
        const text = (cells[i] ?? '').trim();
        if (text !== '') record[key] = key === 'sex' ? Number(text) : text;
      });
      const parsed = vipAddInput.safeParse(record);
      if (!parsed.success) {
        report.failed.push({ row, reason: this.describe(parsed.error, lang, record) });
        continue;
      }
      try {
        await this.members.add(actor, parsed.data);
        report.imported++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report.failed.push({ row, reason: error.textIn(lang) });
      }
    }
    return report;
  }

  private describe(error: ZodError, lang: Language, input: unknown): string {
    const items = error.issues.map((issue) => ({
      instancePath: `/${issue.path.join('/')}`,
      keyword: issue.code,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    }));
    return describeValidation(items, lang, undefined, input);
  }
}
