import { DEFAULT_PRINT_TEMPLATES } from '@retail/contracts/api/system/print-defaults';
import type { PrintLabelGrid, PrintPaper } from '@retail/contracts/api/system/print-template';
import { describe, expect, it } from 'vitest';
import { labelPages, labelRollHeightMm, paginate, rollHeightMm } from './layout.ts';

const bands = { headerMm: 30, footerMm: 10, summaryMm: 20, tableHeaderMm: 6 };

describe('paginate', () => {
  it('fills each page between the header and footer bands, repeating the table header row', () => {
    // room per page: 100 − 30 − 10 = 60 mm; the header row takes 6 mm, so 5 rows of 10 mm fit (56 mm)
    const pages = paginate({ ...bands, pageMm: 100, rowsMm: Array(12).fill(10) });
    expect(pages).toEqual([
      { from: 0, to: 5, summary: false },
      { from: 5, to: 10, summary: false },
      { from: 10, to: 12, summary: true },
    ]);
  });

  it('puts the summary on a page of its own when it does not fit after the last row', () => {
    // 5 rows: 6 + 50 = 56 mm used, 4 mm left for a 20 mm summary
    const pages = paginate({ ...bands, pageMm: 100, rowsMm: Array(5).fill(10) });
    expect(pages).toEqual([
      { from: 0, to: 5, summary: false },
      { from: 5, to: 5, summary: true },
    ]);
  });

  it('keeps a summary that exactly fits, allowing for sub-pixel noise in the measured rows', () => {
    // 3 rows: 6 + 34 = 40 mm; 40 + 20 = 60 = the room
    const pages = paginate({ ...bands, pageMm: 100, rowsMm: [11.33, 11.33, 11.36].map((h) => h + 0.01) });
    expect(pages).toEqual([{ from: 0, to: 3, summary: true }]);
  });

  it('follows the real row heights: tall rows take more room', () => {
    const pages = paginate({ ...bands, pageMm: 100, rowsMm: [10, 30, 10, 25, 5] });
    // page 1: 6 + 10 + 30 + 10 = 56; page 2: 6 + 25 + 5 = 36, then the 20 mm summary (56 ≤ 60)
    expect(pages).toEqual([
      { from: 0, to: 3, summary: false },
      { from: 3, to: 5, summary: true },
    ]);
  });

  it('gives a row taller than a page a page of its own instead of looping', () => {
    const pages = paginate({ ...bands, pageMm: 100, rowsMm: [10, 80, 10] });
    expect(pages.map((p) => [p.from, p.to])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('prints a document without rows (or without a table) as one page with its summary', () => {
    expect(paginate({ ...bands, tableHeaderMm: 0, pageMm: 100, rowsMm: [] })).toEqual([
      { from: 0, to: 0, summary: true },
    ]);
  });

  it('lays a roll out as one page holding every row', () => {
    expect(paginate({ ...bands, pageMm: null, rowsMm: Array(200).fill(5) })).toEqual([
      { from: 0, to: 200, summary: true },
    ]);
  });
});

const roll: PrintPaper = {
  preset: 'roll80',
  orientation: 'portrait',
  widthMm: 80,
  heightMm: null,
  marginMm: { top: 3, right: 3, bottom: 4, left: 3 },
};

describe('rollHeightMm', () => {
  it('is the margins, the bands and the table as measured', () => {
    expect(rollHeightMm(roll, { ...bands, rowsMm: [5, 7.5] })).toBeCloseTo(3 + 30 + 6 + 12.5 + 20 + 10 + 4);
  });

  it('leaves out the table header row when there are no rows', () => {
    expect(rollHeightMm(roll, { ...bands, rowsMm: [] })).toBe(3 + 30 + 20 + 10 + 4);
  });
});

describe('label sheets', () => {
  const a4: PrintPaper = {
    preset: 'A4',
    orientation: 'portrait',
    widthMm: 210,
    heightMm: 297,
    marginMm: { top: 8, right: 8, bottom: 8, left: 8 },
  };
  const grid: PrintLabelGrid = { labelWidthMm: 50, labelHeightMm: 30, cols: 3, gapXMm: 2, gapYMm: 2 };

  it('places labels in the grid from the top-left margin with the gaps', () => {
    const [page] = labelPages(a4, grid, 5);
    expect(page).toEqual([
      { index: 0, x: 8, y: 8 },
      { index: 1, x: 60, y: 8 },
      { index: 2, x: 112, y: 8 },
      { index: 3, x: 8, y: 40 },
      { index: 4, x: 60, y: 40 },
    ]);
  });

  it('puts as many rows on a page as its height holds, then starts a new page', () => {
    // (297 − 16 + 2) / 32 = 8.8 → 8 rows of 3 = 24 labels a page
    const pages = labelPages(a4, grid, 50);
    expect(pages.map((p) => p.length)).toEqual([24, 24, 2]);
    expect(pages[1]![0]).toEqual({ index: 24, x: 8, y: 8 });
    expect(pages[0]!.at(-1)).toEqual({ index: 23, x: 112, y: 8 + 7 * 32 });
  });

  it('fits a last row that ends exactly at the bottom margin', () => {
    const exact: PrintPaper = { ...a4, heightMm: 16 + 4 * 30 + 3 * 2 };
    expect(labelPages(exact, grid, 12).map((p) => p.length)).toEqual([12]);
    expect(labelPages({ ...exact, heightMm: exact.heightMm! - 0.5 }, grid, 12).map((p) => p.length)).toEqual([
      9, 3,
    ]);
  });

  it('prints the built-in 50 × 30 sheet as 24 labels an A4 page', () => {
    const template = DEFAULT_PRINT_TEMPLATES.find((t) => t.key === 'label5030')!.template;
    expect(labelPages(template.paper, template.labels!, 24)).toHaveLength(1);
    expect(labelPages(template.paper, template.labels!, 25)).toHaveLength(2);
  });

  it('keeps every label of a roll on one page as long as its rows', () => {
    const labelRoll: PrintPaper = {
      ...roll,
      widthMm: 54,
      marginMm: { top: 2, right: 2, bottom: 2, left: 2 },
    };
    const one: PrintLabelGrid = { ...grid, cols: 1 };
    expect(labelPages(labelRoll, one, 7).map((p) => p.length)).toEqual([7]);
    expect(labelRollHeightMm(labelRoll, one, 7)).toBe(2 + 7 * 30 + 6 * 2 + 2);
  });
});
