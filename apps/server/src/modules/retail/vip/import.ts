import type { ImportResult } from '@retail/contracts/api/retail/goods';
import { vipAddInput } from '@retail/contracts/api/retail/vip';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { importSheet, importTemplate } from '../shared/sheet-import.ts';
import { VIP_IMPORT_COLUMNS } from './export.ts';
import type { VipService } from './service.ts';

/**
 * Imports members row by row from the template sheet (a header row, then card no, name, mobile, level, sex,
 * birthday, remark): every valid row is added through the same rules as `add`; every bad row is reported with its
 * Excel row number and reason, and never stops the others.
 */
export class VipImporter {
  constructor(private readonly members: VipService) {}

  template(lang: Language): Promise<Buffer> {
    return importTemplate('Members', VIP_IMPORT_COLUMNS, lang);
  }

  import(actor: Actor, body: unknown, lang: Language): Promise<ImportResult> {
    return importSheet(
      body,
      VIP_IMPORT_COLUMNS,
      vipAddInput,
      (input) => this.members.add(actor, input),
      lang,
    );
  }
}
