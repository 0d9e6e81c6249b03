import {
  printFieldKind,
  type PrintDocType,
  type PrintEnum,
} from '@retail/contracts/api/system/print-catalogue';
import type { PrintFormat } from '@retail/contracts/api/system/print-template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocEnums } from '../retail-docs/enums.ts';
import { fieldLabelKeys, formatPrintValue, type PrintWords, tableLabelKey } from './format.ts';

/**
 * The texts of printing in the reader's language: field and table labels of a document type, the names of the
 * types, and values written in a format. The designer's palette and property panel use the same labels.
 */
export function usePrintText() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return useMemo(() => {
    const text = t as unknown as (key: string | string[]) => string;
    const words: PrintWords = {
      enumLabel: (kind: PrintEnum, code: number) => enums[kind][code]?.label,
      docTypeName: (docType: PrintDocType) => text(`print.docType.${docType}`),
    };
    return {
      docTypeName: words.docTypeName,
      /** a top-level path (`no`, `figures.netSales`) or a table column (`lines.qty`) */
      fieldLabel: (docType: PrintDocType, path: string) => text(fieldLabelKeys(docType, path)),
      tableLabel: (table: string) => text(tableLabelKey(table)),
      /** what follows a field's own label: '：' or ': ' */
      labelSeparator: text('print.labelSeparator'),
      value: (docType: PrintDocType, path: string, value: unknown, format: PrintFormat | null) =>
        formatPrintValue(value, printFieldKind(docType, path), format, words),
    };
  }, [t, enums]);
}

export type PrintText = ReturnType<typeof usePrintText>;
