import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { contentHeight, contentWidth } from './paper.ts';

/**
 * Where the designer draws each band on the paper (mm from the top of the content area): the header on top,
 * the table below it, the summary after the table, the footer at the bottom of a page (after the summary on a
 * roll, or when the page is too short). A label sheet shows one label. An empty band keeps a strip to drop on.
 */

export const EMPTY_BAND_MM = 5;

export interface Slot {
  top: number;
  height: number;
}

export interface CanvasLayout {
  /** the paper drawn: the page (as long as its content, on a roll), or one label */
  paperWidth: number;
  paperHeight: number;
  /** the content area's top-left corner on the paper (the margins) */
  originX: number;
  originY: number;
  contentWidth: number;
  bands: Record<PrintBandName, Slot | null>;
  detail: Slot | null;
}

const shown = (heightMm: number) => Math.max(heightMm, EMPTY_BAND_MM);

export function canvasLayout(template: PrintTemplate, detailHeightMm: number): CanvasLayout {
  const width = contentWidth(template);
  if (template.labels) {
    const { labelWidthMm, labelHeightMm } = template.labels;
    return {
      paperWidth: labelWidthMm,
      paperHeight: labelHeightMm,
      originX: 0,
      originY: 0,
      contentWidth: width,
      bands: { header: { top: 0, height: labelHeightMm }, summary: null, footer: null },
      detail: null,
    };
  }
  const { paper } = template;
  const header = { top: 0, height: shown(template.header.heightMm) };
  const detail = template.detail ? { top: header.height, height: detailHeightMm } : null;
  const summary = { top: header.height + (detail?.height ?? 0), height: shown(template.summary.heightMm) };
  const after = summary.top + summary.height;
  const footerHeight = shown(template.footer.heightMm);
  const page = contentHeight(paper);
  const footer = { top: page === null ? after : Math.max(after, page - footerHeight), height: footerHeight };
  const used = paper.marginMm.top + footer.top + footer.height + paper.marginMm.bottom;
  return {
    paperWidth: paper.widthMm,
    paperHeight: paper.heightMm === null ? used : Math.max(paper.heightMm, used),
    originX: paper.marginMm.left,
    originY: paper.marginMm.top,
    contentWidth: width,
    bands: { header, summary, footer },
    detail,
  };
}

/** How far the top of band `from` lies below the top of band `to` (what a move between them adds to y). */
export function bandOffset(layout: CanvasLayout, from: PrintBandName, to: PrintBandName): number {
  return (layout.bands[from]?.top ?? 0) - (layout.bands[to]?.top ?? 0);
}
