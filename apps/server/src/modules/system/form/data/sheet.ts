import {
  type FormField,
  type FormSchema,
  fieldName,
  formFields,
} from '@retail/contracts/api/system/form-model';
import { type FormTextContext, formValueText } from '@retail/contracts/api/system/form-text';
import { loadExcel } from '../../../../platform/excel/load-excel.ts';
import type { Language } from '../../../../platform/i18n/language.ts';
import { type MessageKey, translate, translateChecked } from '../../../../platform/i18n/messages.ts';

export interface ExportRow {
  id: number;
  createTime: string;
  createUserName: string | null;
  orgName: string | null;
  status: number;
  formVersion: number;
  data: Record<string, unknown>;
}

/**
 * The columns of a form's export: every field of its versions, newest first (a field only older versions had
 * comes after), headed by its label in the reader's language as the newest version that has it names it.
 */
export function exportColumns(versions: readonly FormSchema[]): FormField[] {
  const columns = new Map<string, FormField>();
  for (const schema of [...versions].reverse()) {
    for (const { field } of formFields(schema)) if (!columns.has(field.key)) columns.set(field.key, field);
  }
  return [...columns.values()];
}

/** A sheet name Excel takes: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';

/**
 * The submissions of a form as an .xlsx sheet: who submitted each, when, from where and in what state, then one
 * column per field, each value in words (option labels, names) as the submission's own version defines it.
 */
export async function submissionsWorkbook(
  formName: string,
  versions: ReadonlyMap<number, FormSchema>,
  rows: readonly ExportRow[],
  text: FormTextContext,
  lang: Language,
): Promise<Buffer> {
  const columns = exportColumns([...versions.entries()].sort(([a], [b]) => a - b).map(([, s]) => s));
  const fieldsOf = new Map(
    [...versions.entries()].map(([no, schema]) => [
      no,
      new Map(formFields(schema).map((p) => [p.field.key, p.field])),
    ]),
  );
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName(formName));
  const fixed: Array<[MessageKey, number]> = [
    ['form.col.id', 20],
    ['form.col.createTime', 20],
    ['form.col.createUser', 14],
    ['form.col.org', 16],
    ['form.col.status', 12],
    ['form.col.version', 8],
  ];
  sheet.columns = [
    ...fixed.map(([key, width]) => ({ header: translate(lang, key), width })),
    ...columns.map((field) => ({ header: fieldName(field, lang), width: 18 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const own = fieldsOf.get(row.formVersion);
    sheet.addRow([
      String(row.id),
      row.createTime,
      row.createUserName ?? '',
      row.orgName ?? '',
      translateChecked(lang, `form.dataStatus.${row.status}` as MessageKey, {}),
      row.formVersion,
      ...columns.map((column) => formValueText(own?.get(column.key) ?? column, row.data[column.key], text)),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
