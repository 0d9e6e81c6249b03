import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';

/** The print designer's menu path (seeded; its screen is design/index.tsx). */
export const DESIGN_PATH = '/develop/printDesign';

/** The designer of a saved template (its tag named after it), or the designer's picker without one. */
export function designPath(template?: { id: number; name: string }): string {
  if (!template) return DESIGN_PATH;
  const query = new URLSearchParams({ id: String(template.id), tagsViewName: template.name });
  return `${DESIGN_PATH}?${query}`;
}

/** The designer of a new template of a type, started from the built-in template or blank. */
export const newDesignPath = (docType: PrintDocType, start: 'builtIn' | 'blank') =>
  `${DESIGN_PATH}?docType=${docType}&start=${start}`;
