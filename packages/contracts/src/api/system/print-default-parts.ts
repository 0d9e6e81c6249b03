import type {
  PrintBand,
  PrintElement,
  PrintPaper,
  PrintTableColumn,
  PrintTextStyle,
} from './print-template.ts';

/** Pieces the built-in templates (print-defaults.ts) are written with: elements, bands and papers in mm. */

export const style = (fontSizePt: number, extra: Partial<PrintTextStyle> = {}): PrintTextStyle => ({
  fontSizePt,
  bold: false,
  italic: false,
  align: 'left',
  ...extra,
});

export interface At {
  x: number;
  y: number;
  w: number;
  h: number;
}

let serial = 0;
export const nextId = (prefix: string) => `${prefix}${++serial}`;

export const field = (
  binding: string,
  at: At,
  fontSizePt = 9,
  extra: Partial<PrintTextStyle> & { label?: string | null } = {},
) => {
  const { label = null, ...rest } = extra;
  return {
    id: nextId('f'),
    type: 'field' as const,
    ...at,
    binding,
    label,
    format: null,
    style: style(fontSizePt, rest),
  } satisfies PrintElement;
};
export const rule = (y: number, w: number, x = 0) =>
  ({
    id: nextId('l'),
    type: 'line' as const,
    x,
    y,
    w,
    h: 0.5,
    direction: 'horizontal' as const,
    thicknessMm: 0.2,
    dashed: true,
  }) satisfies PrintElement;
export const pageNumber = (at: At) =>
  ({
    id: nextId('p'),
    type: 'pageNumber' as const,
    ...at,
    style: style(8, { align: 'center' }),
  }) satisfies PrintElement;
export const column = (
  binding: string,
  width: number,
  align: PrintTableColumn['align'] = 'left',
): PrintTableColumn => ({ binding, title: null, width, align, format: null });
export const band = (heightMm: number, elements: PrintElement[]): PrintBand => ({ heightMm, elements });
export const empty = band(0, []);

export const roll = (widthMm: 80 | 58): PrintPaper => ({
  preset: widthMm === 80 ? 'roll80' : 'roll58',
  orientation: 'portrait',
  widthMm,
  heightMm: null,
  marginMm: { top: 3, right: 3, bottom: 3, left: 3 },
});
export const a4: PrintPaper = {
  preset: 'A4',
  orientation: 'portrait',
  widthMm: 210,
  heightMm: 297,
  marginMm: { top: 12, right: 12, bottom: 12, left: 12 },
};
