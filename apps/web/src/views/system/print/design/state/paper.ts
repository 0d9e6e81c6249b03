import type {
  PaperPreset,
  PrintBandName,
  PrintLabelGrid,
  PrintPaper,
  PrintTemplate,
} from '@retail/contracts/api/system/print-template';
import { presetPaperSize } from './contracts.ts';
import type { Bounds } from './geometry.ts';

/** The paper, its margins and the label grid; what a band's elements may occupy. */

export type Orientation = PrintPaper['orientation'];
export type SizedPreset = Exclude<PaperPreset, 'label' | 'custom'>;

export const isSizedPreset = (preset: PaperPreset): preset is SizedPreset =>
  preset !== 'label' && preset !== 'custom';
export const isRoll = (paper: PrintPaper) => paper.heightMm === null;
/** A sheet of labels: the header band is the label, repeated in the grid. */
export const isLabelSheet = (template: PrintTemplate) => template.labels !== null;

/** The width the bands' elements share: the label's on a label sheet, else the paper's inside its margins. */
export function contentWidth(template: PrintTemplate): number {
  if (template.labels) return template.labels.labelWidthMm;
  const { widthMm, marginMm } = template.paper;
  return Math.max(1, widthMm - marginMm.left - marginMm.right);
}

/** The height inside the margins of a page (null on a roll). */
export function contentHeight(paper: PrintPaper): number | null {
  if (paper.heightMm === null) return null;
  return Math.max(1, paper.heightMm - paper.marginMm.top - paper.marginMm.bottom);
}

/** Where a band's elements may lie: the label's height is fixed; other bands grow with what they hold. */
export function bandBounds(template: PrintTemplate, band: PrintBandName): Bounds {
  const height = template.labels && band === 'header' ? template.labels.labelHeightMm : null;
  return { width: contentWidth(template), height };
}

/** A preset paper in an orientation (rolls have none), keeping the margins. */
export function withPreset(paper: PrintPaper, preset: SizedPreset, orientation: Orientation): PrintPaper {
  const size = presetPaperSize(preset, orientation);
  return { ...paper, preset, orientation: size.heightMm === null ? 'portrait' : orientation, ...size };
}

/** A custom paper (height null: continuous, like a roll); landscape when wider than high. */
export function withCustomSize(paper: PrintPaper, widthMm: number, heightMm: number | null): PrintPaper {
  const orientation = heightMm !== null && widthMm > heightMm ? 'landscape' : 'portrait';
  return { ...paper, preset: 'custom', orientation, widthMm, heightMm };
}

/** Turns the paper: a preset takes its other true size, any other paper swaps width and height. */
export function withOrientation(paper: PrintPaper, orientation: Orientation): PrintPaper {
  if (paper.heightMm === null || paper.orientation === orientation) return paper;
  if (isSizedPreset(paper.preset)) return withPreset(paper, paper.preset, orientation);
  return { ...paper, orientation, widthMm: paper.heightMm, heightMm: paper.widthMm };
}

/**
 * Label stock of one label per piece (a label printer): the paper is the label, without margins, and a label
 * sheet's grid becomes one column of that label.
 */
export function withLabelStock(template: PrintTemplate, widthMm: number, heightMm: number): PrintTemplate {
  const paper: PrintPaper = {
    preset: 'label',
    orientation: widthMm > heightMm ? 'landscape' : 'portrait',
    widthMm,
    heightMm,
    marginMm: { top: 0, right: 0, bottom: 0, left: 0 },
  };
  const labels = template.labels
    ? { ...template.labels, labelWidthMm: widthMm, labelHeightMm: heightMm, cols: 1, gapXMm: 0, gapYMm: 0 }
    : null;
  return withLabels({ ...template, paper }, labels);
}

/** Sets the label grid; the header band (the label) takes the label's height. */
export function withLabels(template: PrintTemplate, labels: PrintLabelGrid | null): PrintTemplate {
  if (!labels) return { ...template, labels };
  return { ...template, labels, header: { ...template.header, heightMm: labels.labelHeightMm } };
}

/** How a label grid fills a page: rows per page, and whether its columns fit the paper's width. */
export function labelGridFit(template: PrintTemplate): { rows: number | null; fits: boolean } {
  const grid = template.labels;
  if (!grid) return { rows: null, fits: true };
  const { widthMm, marginMm } = template.paper;
  const usable = widthMm - marginMm.left - marginMm.right;
  const fits = grid.cols * grid.labelWidthMm + (grid.cols - 1) * grid.gapXMm <= usable + 1e-6;
  const height = contentHeight(template.paper);
  const rows =
    height === null ? null : Math.floor((height + grid.gapYMm) / (grid.labelHeightMm + grid.gapYMm));
  return { rows, fits };
}
