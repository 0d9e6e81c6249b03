import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';

/** The print designer's menu path (seeded; its screen is design/index.tsx). */
export const DESIGN_PATH = '/develop/printDesign';

/** The designer of a saved template, or its picker without an id. */
export const designPath = (id?: number) => (id ? `${DESIGN_PATH}?id=${id}` : DESIGN_PATH);

/** The designer of a new template of a type, started from the built-in template or blank. */
export const newDesignPath = (docType: PrintDocType, start: 'builtIn' | 'blank') =>
  `${DESIGN_PATH}?docType=${docType}&start=${start}`;
