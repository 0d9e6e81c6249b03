import type { PrintTemplate } from './print-template.ts';

/** The bands of absolutely placed elements, in the order they print. */
export const PRINT_BANDS = ['header', 'summary', 'footer'] as const;
export type PrintBandName = (typeof PRINT_BANDS)[number];

/** Every binding a template uses: `[band or 'detail', path]`, table columns as `lines.qty`. */
export function templateBindings(template: PrintTemplate): { where: string; path: string }[] {
  const found: { where: string; path: string }[] = [];
  for (const band of PRINT_BANDS) {
    template[band].elements.forEach((element, index) => {
      if ((element.type === 'field' || element.type === 'barcode') && element.binding)
        found.push({ where: `${band}.elements.${index}.binding`, path: element.binding });
    });
  }
  if (template.detail) {
    found.push({ where: 'detail.binding', path: template.detail.binding });
    template.detail.columns.forEach((column, index) =>
      found.push({
        where: `detail.columns.${index}.binding`,
        path: `${template.detail!.binding}.${column.binding}`,
      }),
    );
  }
  return found;
}
