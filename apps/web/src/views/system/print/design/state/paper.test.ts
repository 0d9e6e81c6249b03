import { describe, expect, it } from 'vitest';
import { builtInTemplate, printTemplateSchema } from './contracts.ts';
import { newTemplate } from './newTemplate.ts';
import { addColumn, moveColumn, newDetail, removeColumn } from './detail.ts';
import {
  bandBounds,
  contentWidth,
  labelGridFit,
  withCustomSize,
  withLabelStock,
  withLabels,
  withOrientation,
  withPreset,
} from './paper.ts';

const receipt = builtInTemplate('saleReceipt').template;
const adjust = builtInTemplate('stockAdjust').template;
const label = builtInTemplate('barcodeLabel').template;

describe('paper', () => {
  it('takes the true sizes of a preset in both orientations and keeps the margins', () => {
    const a5 = withPreset(adjust.paper, 'A5', 'landscape');
    expect(a5).toMatchObject({ preset: 'A5', orientation: 'landscape', widthMm: 210, heightMm: 148 });
    expect(a5.marginMm).toEqual(adjust.paper.marginMm);
    expect(withOrientation(a5, 'portrait')).toMatchObject({ widthMm: 148, heightMm: 210 });
    expect(withPreset(adjust.paper, 'B5', 'portrait')).toMatchObject({ widthMm: 176, heightMm: 250 });
  });

  it('gives a roll its width, a continuous height and no orientation', () => {
    const roll = withPreset(adjust.paper, 'roll58', 'landscape');
    expect(roll).toMatchObject({ preset: 'roll58', orientation: 'portrait', widthMm: 58, heightMm: null });
    expect(withOrientation(roll, 'landscape')).toBe(roll);
  });

  it('turns a custom paper by swapping its sides', () => {
    const custom = withCustomSize(adjust.paper, 100, 150);
    expect(custom).toMatchObject({ preset: 'custom', orientation: 'portrait' });
    expect(withOrientation(custom, 'landscape')).toMatchObject({ widthMm: 150, heightMm: 100 });
    expect(withCustomSize(adjust.paper, 100, null).heightMm).toBeNull();
  });

  it('lays elements out inside the margins, or inside the label on a label sheet', () => {
    expect(contentWidth(receipt)).toBe(74);
    expect(contentWidth(adjust)).toBe(186);
    expect(bandBounds(label, 'header')).toEqual({ width: 50, height: 30 });
    expect(bandBounds(receipt, 'header')).toEqual({ width: 74, height: null });
  });
});

describe('labels', () => {
  it('counts the rows of labels a page holds and whether the columns fit', () => {
    // A4 with 8 mm margins: 281 mm high; 30 mm labels with 2 mm gaps: 8 rows
    expect(labelGridFit(label)).toEqual({ rows: 8, fits: true });
    const tooWide = withLabels(label, { ...label.labels!, cols: 4 });
    expect(labelGridFit(tooWide).fits).toBe(false);
  });

  it('makes the label band as tall as the label', () => {
    const taller = withLabels(label, { ...label.labels!, labelHeightMm: 40 });
    expect(taller.header.heightMm).toBe(40);
  });

  it('turns a sheet into label stock: the paper is one label, without margins', () => {
    const stock = withLabelStock(label, 40, 30);
    expect(stock.paper).toMatchObject({ preset: 'label', widthMm: 40, heightMm: 30 });
    expect(stock.labels).toEqual({ labelWidthMm: 40, labelHeightMm: 30, cols: 1, gapXMm: 0, gapYMm: 0 });
    expect(printTemplateSchema.safeParse(stock).success).toBe(true);
  });
});

describe('the detail table', () => {
  it('starts with the usual columns of a line, numbers on the right', () => {
    const detail = newDetail('saleReceipt', 'lines');
    expect(detail.columns.map((c) => [c.binding, c.align])).toEqual([
      ['goodsName', 'left'],
      ['qty', 'right'],
      ['price', 'right'],
      ['amount', 'right'],
    ]);
    expect(newDetail('shiftReport', 'cash').columns.map((c) => c.binding)).toEqual([
      'amount',
      'reason',
      'createTime',
      'createUserName',
    ]);
  });

  it('adds, moves and removes columns, keeping at least one', () => {
    const withTable = { ...receipt, detail: newDetail('saleReceipt', 'lines') };
    const added = addColumn(withTable, 'saleReceipt', 'barcode');
    expect(added.detail!.columns.at(-1)!.binding).toBe('barcode');
    const moved = moveColumn(added, 4, 0);
    expect(moved.detail!.columns.map((c) => c.binding)).toEqual([
      'barcode',
      'goodsName',
      'qty',
      'price',
      'amount',
    ]);
    expect(moveColumn(moved, 0, -1)).toEqual(moved);
    let one = moved;
    for (let i = 0; i < 10; i += 1) one = removeColumn(one, 0);
    expect(one.detail!.columns.map((c) => c.binding)).toEqual(['amount']);
  });
});

describe('new templates', () => {
  it('start from the built-in template or blank on its paper', () => {
    expect(newTemplate('saleReceipt', 'builtIn')).toEqual(receipt);
    const blank = newTemplate('saleReceipt', 'blank');
    expect(blank.paper).toEqual(receipt.paper);
    expect([blank.header.elements, blank.summary.elements, blank.footer.elements, blank.detail]).toEqual([
      [],
      [],
      [],
      null,
    ]);
    const sheet = newTemplate('barcodeLabel', 'blank');
    expect(sheet.labels).toEqual(label.labels);
    expect(sheet.header.heightMm).toBe(30);
    expect(printTemplateSchema.safeParse(sheet).success).toBe(true);
  });
});
