import { type PrintDocType, valueAt } from '@retail/contracts/api/system/print-catalogue';
import type { PrintDetail } from '@retail/contracts/api/system/print-template';
import type { Ref } from 'react';
import { usePrintText } from './usePrintText.ts';

interface Props {
  detail: PrintDetail;
  docType: PrintDocType;
  rows: Record<string, unknown>[];
  /** the table element, for measuring its rows */
  tableRef?: Ref<HTMLTableElement>;
}

/** The detail table: the columns share the content width in proportion; the header row when it has one. */
export function DetailTable({ detail, docType, rows, tableRef }: Props) {
  const text = usePrintText();
  const total = detail.columns.reduce((sum, column) => sum + column.width, 0);
  const path = (binding: string) => `${detail.binding}.${binding}`;
  return (
    <table
      ref={tableRef}
      className={`print-table print-table-${detail.borders}`}
      style={{ fontSize: `${detail.fontSizePt}pt` }}
    >
      <colgroup>
        {detail.columns.map((column, index) => (
          <col key={index} style={{ width: `${(column.width / total) * 100}%` }} />
        ))}
      </colgroup>
      {detail.showHeader ? (
        <thead>
          <tr>
            {detail.columns.map((column, index) => (
              <th key={index} style={{ textAlign: column.align }}>
                {column.title ?? text.fieldLabel(docType, path(column.binding))}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {detail.columns.map((column, index) => (
              <td key={index} style={{ textAlign: column.align }}>
                {text.value(docType, path(column.binding), valueAt(row, column.binding), column.format)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
