import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintDetail } from '@retail/contracts/api/system/print-template';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DetailTable } from './DetailTable.tsx';
import { usePrintText } from './usePrintText.ts';

export interface TableHeights {
  tableHeaderMm: number;
  rowsMm: number[];
}

const NO_TABLE: TableHeights = { tableHeaderMm: 0, rowsMm: [] };

interface Input {
  detail: PrintDetail | null;
  docType: PrintDocType;
  rows: Record<string, unknown>[];
  widthMm: number;
}

/**
 * The printed heights of the table's header row and of each row, in mm: the table is rendered once, hidden and
 * off screen at the printed width (outside any print sheet, which is not displayed on screen), and measured.
 * Null until measured; measured again when the table, its rows, the width or the language change.
 */
export function useTableHeights({ detail, docType, rows, widthMm }: Input): {
  heights: TableHeights | null;
  measurer: ReactNode;
} {
  const text = usePrintText();
  const token = useMemo(
    () => ({ detail, docType, rows, widthMm, text }),
    [detail, docType, rows, widthMm, text],
  );
  const [measured, setMeasured] = useState<{ token: object; heights: TableHeights } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const rulerRef = useRef<HTMLDivElement>(null);
  const needed = detail !== null && rows.length > 0;
  const fresh = measured?.token === token;

  useLayoutEffect(() => {
    const table = tableRef.current;
    const ruler = rulerRef.current;
    if (!needed || fresh || !table || !ruler) return;
    const pxPerMm = ruler.getBoundingClientRect().width / 100;
    const toMm = (element: Element) => element.getBoundingClientRect().height / pxPerMm;
    const body = table.tBodies[0];
    setMeasured({
      token,
      heights: {
        tableHeaderMm: table.tHead ? toMm(table.tHead) : 0,
        rowsMm: body ? Array.from(body.rows, toMm) : [],
      },
    });
  }, [needed, fresh, token]);

  if (!needed) return { heights: NO_TABLE, measurer: null };
  return {
    heights: fresh ? measured.heights : null,
    measurer: fresh
      ? null
      : createPortal(
          <div className="print-doc print-measure" aria-hidden style={{ width: `${widthMm}mm` }}>
            <div ref={rulerRef} style={{ width: '100mm', height: 0 }} />
            <DetailTable detail={detail} docType={docType} rows={rows} tableRef={tableRef} />
          </div>,
          document.body,
        ),
  };
}
