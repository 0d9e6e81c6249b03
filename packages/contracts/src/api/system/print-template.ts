import { z } from 'zod';

/**
 * A print template (schemaVersion 1): the paper, and up to four bands laid out in millimetres.
 * - header: absolute elements at the top of every page;
 * - detail: one table bound to a line array of the document, flowing across pages (its header row repeats);
 * - summary: absolute elements once, right after the table (totals, payments, signatures);
 * - footer: absolute elements at the bottom of every page (page numbers). On a roll (continuous height) there
 *   is one page and the footer simply follows the summary.
 * A label sheet (docType barcodeLabel) repeats the header band once per label in the grid of `labels`; its
 * other bands are empty. Bindings are dotted paths of the document type's field catalogue (print-catalogue.ts).
 */

export const PAPER_PRESETS = ['A4', 'A5', 'B5', 'roll80', 'roll58', 'label', 'custom'] as const;
export type PaperPreset = (typeof PAPER_PRESETS)[number];

/** True sizes in mm, portrait (width < height); rolls have a width and a continuous height (null). */
export const PAPER_SIZES: Record<
  Exclude<PaperPreset, 'label' | 'custom'>,
  { widthMm: number; heightMm: number | null }
> = {
  A4: { widthMm: 210, heightMm: 297 },
  A5: { widthMm: 148, heightMm: 210 },
  B5: { widthMm: 176, heightMm: 250 },
  roll80: { widthMm: 80, heightMm: null },
  roll58: { widthMm: 58, heightMm: null },
};

/** Label stock sizes offered for the `label` preset (width × height, mm). */
export const LABEL_SIZES = [
  { widthMm: 50, heightMm: 30 },
  { widthMm: 40, heightMm: 30 },
  { widthMm: 60, heightMm: 40 },
  { widthMm: 70, heightMm: 50 },
] as const;

/** The paper of a preset in an orientation; landscape swaps width and height (rolls have no orientation). */
export function presetPaperSize(
  preset: Exclude<PaperPreset, 'label' | 'custom'>,
  orientation: 'portrait' | 'landscape',
): { widthMm: number; heightMm: number | null } {
  const size = PAPER_SIZES[preset];
  if (size.heightMm === null || orientation === 'portrait') return { ...size };
  return { widthMm: size.heightMm, heightMm: size.widthMm };
}

const mm = (max: number) => z.number().min(0).max(max);
const elementId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (1–40)');
/** A dotted path of the document's field catalogue, e.g. `no`, `vipName`, `figures.netSales`. */
export const printBinding = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/, 'a field path');

export const paperSchema = z.strictObject({
  preset: z.enum(PAPER_PRESETS),
  orientation: z.enum(['portrait', 'landscape']),
  widthMm: z.number().min(20).max(1000),
  /** null: continuous (a receipt roll); the page is as long as its content */
  heightMm: z.number().min(10).max(2000).nullable(),
  marginMm: z.strictObject({ top: mm(50), right: mm(50), bottom: mm(50), left: mm(50) }),
});

/** How a label sheet repeats its label: label size, columns and the gaps between labels, in mm. */
export const labelGridSchema = z.strictObject({
  labelWidthMm: z.number().min(10).max(300),
  labelHeightMm: z.number().min(5).max(300),
  cols: z.number().int().min(1).max(20),
  gapXMm: mm(50),
  gapYMm: mm(50),
});

export const textStyleSchema = z.strictObject({
  fontSizePt: z.number().min(4).max(96),
  bold: z.boolean(),
  italic: z.boolean(),
  align: z.enum(['left', 'center', 'right']),
});

/** How a value is written: plain text, yuan with two decimals, ¥ yuan, Chinese capitals, date, date and time. */
export const PRINT_FORMATS = ['plain', 'money', 'moneySymbol', 'cnAmount', 'date', 'datetime'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

const box = {
  id: elementId,
  x: mm(2000),
  y: mm(2000),
  w: z.number().min(0.1).max(2000),
  h: z.number().min(0.1).max(2000),
};

export const printElementSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...box, type: z.literal('text'), text: z.string().max(2000), style: textStyleSchema }),
  z.strictObject({
    ...box,
    type: z.literal('field'),
    binding: printBinding,
    /** written before the value; null: the field's own label (in the reader's language); '' no label */
    label: z.string().max(200).nullable(),
    /** null: the format of the field's type */
    format: z.enum(PRINT_FORMATS).nullable(),
    style: textStyleSchema,
  }),
  z.strictObject({
    ...box,
    type: z.literal('barcode'),
    symbology: z.enum(['ean13', 'code128', 'qr']),
    /** the field whose value is encoded; null: `text` */
    binding: printBinding.nullable(),
    text: z.string().max(500),
    /** the human-readable text under a 1D code */
    showText: z.boolean(),
  }),
  z.strictObject({
    ...box,
    type: z.literal('image'),
    /** a data: URL (PNG, JPEG, GIF, WebP or SVG), kept inside the template so it prints offline */
    src: z
      .string()
      .max(400_000)
      .regex(/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, 'a base64 image data URL'),
    fit: z.enum(['contain', 'cover', 'fill']),
  }),
  z.strictObject({
    ...box,
    type: z.literal('line'),
    direction: z.enum(['horizontal', 'vertical']),
    thicknessMm: z.number().min(0.05).max(10),
    dashed: z.boolean(),
  }),
  z.strictObject({
    ...box,
    type: z.literal('rect'),
    borderMm: z.number().min(0).max(10),
    radiusMm: mm(50),
    fill: z.enum(['none', 'light', 'dark']),
  }),
  /** "page / pages" of the printed document */
  z.strictObject({ ...box, type: z.literal('pageNumber'), style: textStyleSchema }),
]);
export type PrintElement = z.output<typeof printElementSchema>;
export type PrintElementType = PrintElement['type'];
export const PRINT_ELEMENT_TYPES = [
  'text',
  'field',
  'barcode',
  'image',
  'line',
  'rect',
  'pageNumber',
] as const;

export const bandSchema = z.strictObject({
  heightMm: mm(2000),
  /** drawn in this order: later elements lie on top (the layers) */
  elements: z.array(printElementSchema).max(300),
});

export const tableColumnSchema = z.strictObject({
  /** a path inside one line of the table's array */
  binding: printBinding,
  /** the header text; null: the field's own label in the reader's language */
  title: z.string().max(100).nullable(),
  /** relative width: the columns share the paper's content width in proportion */
  width: z.number().min(1).max(100),
  align: z.enum(['left', 'center', 'right']),
  format: z.enum(PRINT_FORMATS).nullable(),
});

export const detailSchema = z.strictObject({
  /** a line array of the catalogue, e.g. `lines` */
  binding: printBinding,
  columns: z.array(tableColumnSchema).min(1).max(20),
  fontSizePt: z.number().min(4).max(48),
  showHeader: z.boolean(),
  borders: z.enum(['none', 'rows', 'grid']),
});

export const printTemplateSchema = z.strictObject({
  schemaVersion: z.literal(1),
  paper: paperSchema,
  /** only for label sheets */
  labels: labelGridSchema.nullable(),
  header: bandSchema,
  detail: detailSchema.nullable(),
  summary: bandSchema,
  footer: bandSchema,
});
export type PrintTemplate = z.output<typeof printTemplateSchema>;
export type PrintPaper = z.output<typeof paperSchema>;
export type PrintLabelGrid = z.output<typeof labelGridSchema>;
export type PrintBand = z.output<typeof bandSchema>;
export type PrintDetail = z.output<typeof detailSchema>;
export type PrintTableColumn = z.output<typeof tableColumnSchema>;
export type PrintTextStyle = z.output<typeof textStyleSchema>;
/** Zod-free, so the web can take them as values (the catalogue uses them too). */
export { PRINT_BANDS, type PrintBandName, templateBindings } from './print-bindings.ts';
