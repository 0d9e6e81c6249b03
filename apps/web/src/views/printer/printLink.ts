import { PRINT_DOC_TYPES, type PrintDocType } from '@retail/contracts/api/system/print-catalogue';

export interface PrintLink {
  docType: PrintDocType;
  /** one document, or the barcodes of a label sheet */
  ids: number[];
  copies: number;
  auto: boolean;
}

const MAX_LABELS = 500;
const isId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * `?docType=saleReceipt&id=123&auto=1`, or for a label sheet `?docType=barcodeLabel&ids=1,2,3&copies=2`, read into
 * a print link; null when the type or an id is not valid.
 */
export function readPrintLink(params: URLSearchParams): PrintLink | null {
  const docType = params.get('docType') as PrintDocType;
  if (!PRINT_DOC_TYPES.includes(docType)) return null;
  const ids = (params.get('ids') ?? params.get('id') ?? '').split(',').map(Number);
  const many = docType === 'barcodeLabel' ? MAX_LABELS : 1;
  if (ids.length > many || !ids.every(isId)) return null;
  const copies = Number(params.get('copies') ?? 1);
  return {
    docType,
    ids,
    copies: Number.isInteger(copies) && copies >= 1 && copies <= 100 ? copies : 1,
    auto: params.get('auto') === '1',
  };
}
