import { findUnsafeText, hasUnsafeText, textPathName } from '@retail/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * NUL and unpaired surrogates (see `hasUnsafeText`) are refused once, for every route, before validation: path
 * parameters, query strings and parsed bodies (JSON and forms) are searched and the first field holding one is
 * named in a 400. Uploads and imports check their own text (file names, cells) with the helpers below.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inputs: [unknown, string][] = [
      [request.params, 'params'],
      [request.query, 'query'],
      [request.body, 'body'],
    ];
    for (const [input, whole] of inputs) {
      const path = findUnsafeText(input);
      if (path) throw unsafeTextError(textPathName(path, whole));
    }
  });
}

export function unsafeTextError(field: string): AppError {
  return new AppError(400, 'http.unsafeText', { field }, 'unsafeText');
}

/** Excel's name of a 1-based column number: 1 → A, 27 → AA. */
function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Refuses an import whose cells hold unsafe text, naming the first such cell (`row 3, column B`). */
export function refuseUnsafeCells(rows: Iterable<[rowNumber: number, cells: readonly string[]]>): void {
  for (const [row, cells] of rows) {
    const column = cells.findIndex(hasUnsafeText);
    if (column >= 0)
      throw new AppError(400, 'import.unsafeCell', { row, column: columnName(column + 1) }, 'unsafeText');
  }
}
