import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { PRINT_SOURCES } from '../../../components/print/registry.ts';

/** The document types a template prints, in the order the print registry lists them. */
export const DOC_TYPES = Object.keys(PRINT_SOURCES) as PrintDocType[];
