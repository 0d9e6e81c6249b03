/**
 * The values of the print contract the designer works with. The web otherwise takes only types from the zod
 * files of `@retail/contracts/api/*` (no zod in the bundle); the designer is a lazy chunk of its own and checks
 * imported JSON with the contract's own schema, so here, and only in the designer's chunk, print-template's
 * values are taken too.
 */
// first: the schemas below are built when their module runs
import './zodConfig.ts';

export {
  PRINT_CATALOGUE,
  PRINT_DOC_TYPES,
  preparePrintData,
  printFieldKind,
  unknownBindings,
  valueAt,
} from '@retail/contracts/api/system/print-catalogue';
export { PRINT_BANDS } from '@retail/contracts/api/system/print-bindings';
export { builtInTemplate } from '@retail/contracts/api/system/print-defaults';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export {
  LABEL_SIZES,
  PRINT_FORMATS,
  presetPaperSize,
  printTemplateSchema,
} from '@retail/contracts/api/system/print-template';
