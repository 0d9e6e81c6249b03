import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type {
  PrintElement,
  PrintElementType,
  PrintTemplate,
  PrintTextStyle,
} from '@retail/contracts/api/system/print-template';
import { PRINT_BANDS, PRINT_CATALOGUE } from './contracts.ts';

/** New elements as the palette makes them: a sensible size for each kind, their box placed by the caller. */

export const textStyle = (fontSizePt = 9, extra: Partial<PrintTextStyle> = {}): PrintTextStyle => ({
  fontSizePt,
  bold: false,
  italic: false,
  align: 'left',
  ...extra,
});

/** What a palette item makes: a kind, and the field a field element shows. */
export type PaletteItem =
  | { kind: Exclude<PrintElementType, 'field' | 'image'> }
  | { kind: 'field'; binding: string }
  | { kind: 'image'; src: string; widthMm: number; heightMm: number };

/** The size an element of the item starts with, in mm. */
export function startSize(item: PaletteItem): { w: number; h: number } {
  switch (item.kind) {
    case 'text':
      return { w: 30, h: 5 };
    case 'field':
      return { w: 40, h: 5 };
    case 'barcode':
      return { w: 40, h: 12 };
    case 'image':
      return { w: item.widthMm, h: item.heightMm };
    case 'line':
      return { w: 40, h: 0.5 };
    case 'rect':
      return { w: 30, h: 15 };
    case 'pageNumber':
      return { w: 20, h: 5 };
  }
}

/** The field a new barcode encodes: the document's barcode or number when it has one. */
export function barcodeBinding(docType: PrintDocType): string | null {
  const fields = PRINT_CATALOGUE[docType].fields;
  return ['barcode', 'no', 'refund.no', 'vip.cardNo'].find((path) => path in fields) ?? null;
}

/** An element id unused in the template (ids are letters, digits, - and _, up to 40). */
export function freshId(template: PrintTemplate, taken: ReadonlySet<string> = new Set()): string {
  const used = new Set(taken);
  for (const band of PRINT_BANDS) for (const element of template[band].elements) used.add(element.id);
  for (let n = used.size + 1; ; n += 1) {
    const id = `e${n}`;
    if (!used.has(id)) return id;
  }
}

/** A new element of a palette item at (x, y). `text` is what a new text element says. */
export function makeElement(
  item: PaletteItem,
  at: { id: string; x: number; y: number },
  docType: PrintDocType,
  text: string,
): PrintElement {
  const box = { ...at, ...startSize(item) };
  switch (item.kind) {
    case 'text':
      return { ...box, type: 'text', text, style: textStyle(10) };
    case 'field':
      return { ...box, type: 'field', binding: item.binding, label: null, format: null, style: textStyle() };
    case 'barcode': {
      const binding = barcodeBinding(docType);
      return {
        ...box,
        type: 'barcode',
        symbology: 'code128',
        binding,
        text: binding ? '' : '1234567890',
        showText: true,
      };
    }
    case 'image':
      return { ...box, type: 'image', src: item.src, fit: 'contain' };
    case 'line':
      return { ...box, type: 'line', direction: 'horizontal', thicknessMm: 0.2, dashed: false };
    case 'rect':
      return { ...box, type: 'rect', borderMm: 0.3, radiusMm: 0, fill: 'none' };
    case 'pageNumber':
      return { ...box, type: 'pageNumber', style: textStyle(8, { align: 'center' }) };
  }
}

/**
 * The template with an id of its own for every element: a later element sharing an id (an imported file, an
 * older template) gets a fresh one. The same template when the ids are unique already.
 */
export function withUniqueIds(template: PrintTemplate): PrintTemplate {
  const seen = new Set<string>();
  let changed = false;
  const bands = PRINT_BANDS.map((band) => {
    const elements = template[band].elements.map((element) => {
      if (!seen.has(element.id)) {
        seen.add(element.id);
        return element;
      }
      changed = true;
      const id = freshId(template, seen);
      seen.add(id);
      return { ...element, id };
    });
    return [band, { ...template[band], elements }] as const;
  });
  return changed ? { ...template, ...Object.fromEntries(bands) } : template;
}
