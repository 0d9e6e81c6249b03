import type { PrintLabelGrid, PrintPaper } from '@retail/contracts/api/system/print-template';

/** The heights (mm) that decide where a document's pages break. */
export interface FlowHeights {
  /** paper height minus the top and bottom margins; null for a roll (one page as long as its content) */
  pageMm: number | null;
  headerMm: number;
  footerMm: number;
  summaryMm: number;
  /** the table's header row, 0 when it has none or there is no table */
  tableHeaderMm: number;
  /** each table row's measured height */
  rowsMm: number[];
}

/** One page: the table rows [from, to) it holds, and whether the summary band follows them. */
export interface FlowPage {
  from: number;
  to: number;
  summary: boolean;
}

/**
 * Splits the table rows into pages: the header band on top and the footer band at the bottom of every page, as
 * many rows as fit between them (at least one, so an oversized row still prints), the table's header row on
 * every page that has rows, and the summary band once right after the last row, or on a page of its own when
 * it does not fit there. A roll is one page.
 */
export function paginate(heights: FlowHeights): FlowPage[] {
  const { pageMm, headerMm, footerMm, summaryMm, tableHeaderMm, rowsMm } = heights;
  if (pageMm === null) return [{ from: 0, to: rowsMm.length, summary: true }];
  const room = pageMm - headerMm - footerMm;
  const pages: FlowPage[] = [];
  let from = 0;
  while (from < rowsMm.length) {
    let used = tableHeaderMm + rowsMm[from]!;
    let to = from + 1;
    while (to < rowsMm.length && used + rowsMm[to]! <= room + EPSILON) used += rowsMm[to++]!;
    const last = to === rowsMm.length;
    pages.push({ from, to, summary: last && used + summaryMm <= room + EPSILON });
    from = to;
  }
  if (!pages.some((page) => page.summary))
    pages.push({ from: rowsMm.length, to: rowsMm.length, summary: true });
  return pages;
}

/** Measured heights carry sub-pixel noise; a row that fits to within this much fits. */
const EPSILON = 0.05;

/** The height of a roll's single page: margins, bands and the table, as measured. */
export function rollHeightMm(paper: PrintPaper, heights: Omit<FlowHeights, 'pageMm'>): number {
  const table = heights.rowsMm.length > 0 ? heights.tableHeaderMm + sum(heights.rowsMm) : 0;
  return (
    paper.marginMm.top +
    heights.headerMm +
    table +
    heights.summaryMm +
    heights.footerMm +
    paper.marginMm.bottom
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Where one label lies on its page, mm from the page's top-left corner. */
export interface LabelSpot {
  /** the label's index in the printed list */
  index: number;
  x: number;
  y: number;
}

/**
 * The label grid: `cols` labels across, as many rows per page as the paper's height holds (a roll holds them
 * all), the gaps between labels, starting at the top-left margin. Pages of label positions.
 */
export function labelPages(paper: PrintPaper, grid: PrintLabelGrid, count: number): LabelSpot[][] {
  const contentMm =
    paper.heightMm === null ? null : paper.heightMm - paper.marginMm.top - paper.marginMm.bottom;
  const rowsPerPage =
    contentMm === null
      ? Math.max(1, Math.ceil(count / grid.cols))
      : Math.max(1, Math.floor((contentMm + grid.gapYMm + EPSILON) / (grid.labelHeightMm + grid.gapYMm)));
  const perPage = rowsPerPage * grid.cols;
  const pages: LabelSpot[][] = [];
  for (let index = 0; index < count; index++) {
    const onPage = index % perPage;
    if (onPage === 0) pages.push([]);
    const row = Math.floor(onPage / grid.cols);
    const col = onPage % grid.cols;
    pages[pages.length - 1]!.push({
      index,
      x: paper.marginMm.left + col * (grid.labelWidthMm + grid.gapXMm),
      y: paper.marginMm.top + row * (grid.labelHeightMm + grid.gapYMm),
    });
  }
  return pages;
}

/** The height of a roll of labels: margins and every row of labels with the gaps between them. */
export function labelRollHeightMm(paper: PrintPaper, grid: PrintLabelGrid, count: number): number {
  const rows = Math.max(1, Math.ceil(count / grid.cols));
  return paper.marginMm.top + rows * grid.labelHeightMm + (rows - 1) * grid.gapYMm + paper.marginMm.bottom;
}
