/**
 * The values of the print contract the designer works with. The web otherwise takes only types from
 * `@retail/contracts/api/*` (no zod in the bundle); the designer is a lazy chunk of its own and checks imported
 * JSON with the contract's own schema, so here, and only in the designer's chunk, the values are taken.
 */
/* eslint-disable @typescript-eslint/no-restricted-imports */
export {
  LABEL_SIZES,
  PAPER_PRESETS,
  PRINT_BANDS,
  PRINT_ELEMENT_TYPES,
  PRINT_FORMATS,
  presetPaperSize,
  printTemplateSchema,
} from '@retail/contracts/api/system/print-template';
export {
  PRINT_CATALOGUE,
  PRINT_DOC_TYPES,
  preparePrintData,
  printFieldKind,
  unknownBindings,
  valueAt,
} from '@retail/contracts/api/system/print-catalogue';
export { builtInTemplate } from '@retail/contracts/api/system/print-defaults';
