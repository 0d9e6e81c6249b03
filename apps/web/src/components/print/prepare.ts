import { type PrintDocType, preparePrintData } from '@retail/contracts/api/system/print-catalogue';
import { businessNow } from '../../api/serverClock.ts';
import { dateTimeText } from '../display/format.ts';

type Row = Record<string, unknown>;

/** Now in the business time zone (yyyy-MM-dd HH:mm:ss), as the documents' own times are: the printed `printTime`. */
export const printNow = () => businessNow() ?? dateTimeText(new Date().toISOString());

/** A loaded document (or a sheet's labels) with the derived fields of its type, ready for PrintDocument. */
export function prepareDocument(docType: PrintDocType, raw: unknown, now = printNow()): Row | Row[] {
  return Array.isArray(raw)
    ? raw.map((item: unknown) => preparePrintData(docType, item, now))
    : preparePrintData(docType, raw, now);
}

/** Each label `copies` times, the copies of one label side by side. */
export function withCopies(labels: Row[], copies: number): Row[] {
  const times = Math.max(1, Math.floor(copies));
  return labels.flatMap((label) => Array.from({ length: times }, () => label));
}
