import type { Locator, Page } from '@playwright/test';

/**
 * What goes on paper: the print sheet at the end of <body> (hidden on screen, the only thing printed), holding
 * the document rendered through the tenant's default template. A sheet leaves when the print dialog closes,
 * which a test's counted print() never does: the newest sheet is the last one.
 */
export const printedSheet = (page: Page): Locator => page.locator('body > .retail-print-sheet').last();

/** The printed pages (each a box of the paper's size). */
export const printedPages = (page: Page): Locator => printedSheet(page).getByTestId('print-page');

/** A printed field: its label and value as written, e.g. `实收现金：50.00`. */
export const printedField = (page: Page, binding: string): Locator =>
  printedSheet(page).locator(`[data-binding="${binding}"]`);

/** The rows of the printed detail table, on every page. */
export const printedRows = (page: Page): Locator => printedSheet(page).locator('.print-table tbody tr');

/** The print dialog cannot be driven from a test (headless Chromium's waits for ever): count the calls. */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { printed: number; print(): void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
}

/** How many times the print dialog was asked for. */
export const printCount = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { printed: number }).printed);
