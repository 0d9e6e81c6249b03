import type { PrintDocType, PrintFieldKind } from '@retail/contracts/api/system/print-catalogue';
import type {
  PrintDetail,
  PrintTableColumn,
  PrintTemplate,
} from '@retail/contracts/api/system/print-template';
import { PRINT_CATALOGUE } from './contracts.ts';

/** The detail table: the line array it lists and its columns. */

/** The line arrays a document type offers a table, in catalogue order. */
export function tablesOf(docType: PrintDocType): string[] {
  return Object.keys(PRINT_CATALOGUE[docType].tables);
}

/** The fields of one line of a table. */
export function lineFields(docType: PrintDocType, table: string): Record<string, PrintFieldKind> {
  return PRINT_CATALOGUE[docType].tables[table] ?? {};
}

const NUMERIC = new Set<PrintFieldKind>(['number', 'money']);
/** Columns a new table starts with, when the line has them. */
const FAVOURITES = ['goodsName', 'method', 'qty', 'price', 'amount'];

export function column(docType: PrintDocType, table: string, binding: string): PrintTableColumn {
  const kind = lineFields(docType, table)[binding];
  const numeric = kind !== undefined && NUMERIC.has(kind);
  return { binding, title: null, width: numeric ? 15 : 30, align: numeric ? 'right' : 'left', format: null };
}

/** A table of a line array with a few of its columns: the usual ones when it has them, else its first four. */
export function newDetail(docType: PrintDocType, table: string): PrintDetail {
  const fields = Object.keys(lineFields(docType, table));
  const favourites = FAVOURITES.filter((f) => fields.includes(f));
  const picked = favourites.length >= 2 ? favourites : fields.slice(0, 4);
  return {
    binding: table,
    columns: picked.map((binding) => column(docType, table, binding)),
    fontSizePt: 9,
    showHeader: true,
    borders: 'rows',
  };
}

function withDetail(template: PrintTemplate, change: (d: PrintDetail) => PrintDetail): PrintTemplate {
  return template.detail ? { ...template, detail: change(template.detail) } : template;
}

export function updateDetail(template: PrintTemplate, patch: Partial<Omit<PrintDetail, 'columns'>>) {
  return withDetail(template, (d) => ({ ...d, ...patch }));
}

export function addColumn(template: PrintTemplate, docType: PrintDocType, binding: string): PrintTemplate {
  return withDetail(template, (d) =>
    d.columns.length >= 20 ? d : { ...d, columns: [...d.columns, column(docType, d.binding, binding)] },
  );
}

/** Removes a column; the last one stays (a table has at least one). */
export function removeColumn(template: PrintTemplate, index: number): PrintTemplate {
  return withDetail(template, (d) =>
    d.columns.length <= 1 ? d : { ...d, columns: d.columns.filter((_, i) => i !== index) },
  );
}

export function moveColumn(template: PrintTemplate, from: number, to: number): PrintTemplate {
  return withDetail(template, (d) => {
    if (to < 0 || to >= d.columns.length || from === to) return d;
    const columns = [...d.columns];
    const [moved] = columns.splice(from, 1);
    columns.splice(to, 0, moved!);
    return { ...d, columns };
  });
}

export function updateColumn(
  template: PrintTemplate,
  index: number,
  patch: Partial<PrintTableColumn>,
): PrintTemplate {
  return withDetail(template, (d) => ({
    ...d,
    columns: d.columns.map((c, i) => (i === index ? { ...c, ...patch } : c)),
  }));
}
