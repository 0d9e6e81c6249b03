import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs takes most of a second to load, a third of the server's start-up, and is needed only for imports
 * and exports: it is loaded on the first spreadsheet instead of at start.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then(
    (m) => (m as { default?: typeof ExcelJS }).default ?? (m as typeof ExcelJS),
  );
  return loading;
}
