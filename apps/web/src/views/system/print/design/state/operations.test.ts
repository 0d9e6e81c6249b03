import type { PrintElement, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { describe, expect, it } from 'vitest';
import { builtInTemplate, printTemplateSchema } from './contracts.ts';
import { makeElement } from './elements.ts';
import {
  addElement,
  alignElements,
  distributeElements,
  duplicateElements,
  moveElements,
  reorderElement,
  setBandHeight,
  updateElement,
} from './operations.ts';

const receipt = builtInTemplate('saleReceipt').template;
const label = builtInTemplate('barcodeLabel').template;
const ids = (t: PrintTemplate, band: 'header' | 'summary' | 'footer') => t[band].elements.map((e) => e.id);
const find = (t: PrintTemplate, band: 'header' | 'summary' | 'footer', id: string) =>
  t[band].elements.find((e) => e.id === id)!;
const text = (id: string, x: number, y: number): PrintElement =>
  makeElement({ kind: 'text' }, { id, x, y }, 'saleReceipt', id);

describe('moving elements', () => {
  const [a, b] = receipt.header.elements;

  it('moves the selection by the distance dragged, onto the grid, and leaves the rest', () => {
    const moved = moveElements(receipt, {
      from: 'header',
      to: 'header',
      ids: [a!.id, b!.id],
      dx: 3.3,
      dy: 1.1,
    });
    expect(find(moved, 'header', a!.id)).toMatchObject({ x: 0, y: 1 });
    expect(find(moved, 'header', b!.id)).toMatchObject({ x: 0, y: 7 });
    // wide boxes cannot go right of the content width (74 mm on an 80 mm roll with 3 mm margins)
    expect(find(moved, 'header', a!.id).x + find(moved, 'header', a!.id).w).toBeLessThanOrEqual(74);
    expect(moved.header.elements.slice(2)).toEqual(receipt.header.elements.slice(2));
    expect(receipt.header.elements[0]).toBe(a); // the original is untouched
  });

  it('moves elements into another band at the same place on the paper, drawn on top there', () => {
    // the summary starts 40 mm below the header's top on the canvas: offsetY = 0 - 40
    const moved = moveElements(receipt, {
      from: 'header',
      to: 'summary',
      ids: [b!.id],
      dx: 0,
      dy: 42,
      offsetY: -40,
    });
    expect(ids(moved, 'header')).not.toContain(b!.id);
    expect(ids(moved, 'summary').at(-1)).toBe(b!.id);
    expect(find(moved, 'summary', b!.id)).toMatchObject({ x: b!.x, y: b!.y + 2, w: b!.w, h: b!.h });
    expect(moved.summary.elements).toHaveLength(receipt.summary.elements.length + 1);
    expect(printTemplateSchema.safeParse(moved).success).toBe(true);
  });

  it('grows a band to hold what lands below its bottom, and keeps what lands above its top inside', () => {
    const moved = moveElements(receipt, {
      from: 'header',
      to: 'footer',
      ids: [a!.id],
      dx: 0,
      dy: 80,
      offsetY: -70,
    });
    expect(find(moved, 'footer', a!.id).y).toBe(10);
    expect(moved.footer.heightMm).toBe(10 + a!.h);
    const above = moveElements(receipt, {
      from: 'summary',
      to: 'header',
      ids: [ids(receipt, 'summary')[0]!],
      dx: 0,
      dy: -100,
      offsetY: 0,
    });
    expect(above.header.elements.at(-1)!.y).toBe(0);
  });

  it('keeps elements inside a label, which never grows', () => {
    const barcode = label.header.elements.at(-1)!;
    const moved = moveElements(label, { from: 'header', to: 'header', ids: [barcode.id], dx: 30, dy: 30 });
    expect(find(moved, 'header', barcode.id)).toMatchObject({ x: 50 - barcode.w, y: 30 - barcode.h });
    expect(moved.header.heightMm).toBe(30);
  });
});

describe('adding, changing, duplicating and layering', () => {
  it('adds an element on top and never changes an id or a type through an update', () => {
    const added = addElement(receipt, 'footer', text('t1', 5, 1));
    expect(ids(added, 'footer')).toEqual(['t1']);
    expect(added.footer.heightMm).toBe(6);
    const changed = updateElement(added, 'footer', 't1', {
      id: 'x',
      type: 'rect',
      x: 12,
    } as Partial<PrintElement>);
    expect(find(changed, 'footer', 't1')).toMatchObject({ id: 't1', type: 'text', x: 12 });
  });

  it('duplicates 2 mm right and down with fresh ids the template does not use', () => {
    const base = addElement(addElement(receipt, 'footer', text('e1', 0, 0)), 'footer', text('e2', 10, 0));
    const { template, ids: copies } = duplicateElements(base, 'footer', ['e1', 'e2']);
    expect(copies).toHaveLength(2);
    expect(new Set([...copies, 'e1', 'e2']).size).toBe(4);
    expect(find(template, 'footer', copies[0]!)).toMatchObject({ x: 2, y: 2, type: 'text' });
    expect(ids(template, 'footer').slice(-2)).toEqual(copies);
  });

  it('brings an element forward, backward, to the front and to the back', () => {
    const base = ['a', 'b', 'c'].reduce((t, id, i) => addElement(t, 'footer', text(id, i * 5, 0)), receipt);
    expect(ids(reorderElement(base, 'footer', 'a', 'forward'), 'footer')).toEqual(['b', 'a', 'c']);
    expect(ids(reorderElement(base, 'footer', 'c', 'backward'), 'footer')).toEqual(['a', 'c', 'b']);
    expect(ids(reorderElement(base, 'footer', 'a', 'front'), 'footer')).toEqual(['b', 'c', 'a']);
    expect(ids(reorderElement(base, 'footer', 'c', 'back'), 'footer')).toEqual(['c', 'a', 'b']);
    expect(reorderElement(base, 'footer', 'c', 'forward')).toBe(base);
  });

  it('aligns and distributes the chosen elements of a band only', () => {
    const base = ['a', 'b', 'c'].reduce(
      (t, id, i) => addElement(t, 'footer', { ...text(id, i * 7, i * 3), w: 10 }),
      receipt,
    );
    const right = alignElements(base, 'footer', ['a', 'b'], 'right');
    expect([
      find(right, 'footer', 'a').x,
      find(right, 'footer', 'b').x,
      find(right, 'footer', 'c').x,
    ]).toEqual([7, 7, 14]);
    const spread = distributeElements(
      updateElement(base, 'footer', 'c', { x: 40 }),
      'footer',
      ['a', 'b', 'c'],
      'horizontal',
    );
    expect(['a', 'b', 'c'].map((id) => find(spread, 'footer', id).x)).toEqual([0, 20, 40]);
  });
});

describe('band heights', () => {
  it('snaps a band height and never cuts its elements', () => {
    expect(setBandHeight(receipt, 'footer', 12.3).footer.heightMm).toBe(12.5);
    const lowest = Math.max(...receipt.header.elements.map((e) => e.y + e.h));
    expect(setBandHeight(receipt, 'header', 3).header.heightMm).toBe(lowest);
  });

  it('keeps a label its own height', () => {
    expect(setBandHeight(label, 'header', 50)).toBe(label);
  });
});
