/** A line of a parked cart as stored (JSON in retail_sale_park.lines): the till's barcode, quantity and discount. */
export interface ParkedLine {
  barcode: string;
  qty: number;
  /** discount on the whole line, fen */
  discount: number;
}

export function encodeLines(
  lines: ReadonlyArray<{ barcode: string; qty: number; discount?: number }>,
): string {
  return JSON.stringify(
    lines.map((l): ParkedLine => ({ barcode: l.barcode, qty: l.qty, discount: l.discount ?? 0 })),
  );
}

/** The stored lines; the server wrote them, so they are read as written. */
export function decodeLines(text: string): ParkedLine[] {
  return JSON.parse(text) as ParkedLine[];
}
