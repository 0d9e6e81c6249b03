/** The most units one count may enter for a barcode (the API's limit, `STOCKTAKE_MAX_QTY` of the contracts). */
export const STOCKTAKE_MAX_QTY = 10_000_000;
