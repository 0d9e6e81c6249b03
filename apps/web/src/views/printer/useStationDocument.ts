import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { printApi } from '../../api/system/print.ts';
import { prepareDocument, withCopies } from '../../components/print/prepare.ts';
import { PRINT_SOURCES } from '../../components/print/registry.ts';
import { fetchDefaultTemplate } from '../../components/print/usePrintDocument.tsx';

interface Wanted {
  docType: PrintDocType;
  /** the document (a label sheet: its barcodes); empty: none chosen yet */
  ids: number[];
  /** a template of the type; null: the type's default */
  templateId: number | null;
  copies: number;
}

/**
 * What the print station shows: the chosen template (or the type's default) and the chosen document's print
 * data, loaded through the document's own print call and prepared for the renderer.
 */
export function useStationDocument({ docType, ids, templateId, copies }: Wanted) {
  const queryClient = useQueryClient();
  const template = useQuery({
    // under sysPrint: saving a template refreshes it
    queryKey: ['sysPrint', 'station', docType, templateId],
    queryFn: async ({ signal }) =>
      templateId === null
        ? (await fetchDefaultTemplate(queryClient, docType)).template
        : (await printApi.detail(templateId, signal)).template,
  });
  const document = useQuery({
    queryKey: ['printer', docType, ids],
    queryFn: () => {
      const source = PRINT_SOURCES[docType];
      if (ids.length === 1) return source.load(ids[0]!);
      return source.loadMany ? source.loadMany(ids) : Promise.all(ids.map(source.load));
    },
    enabled: ids.length > 0,
    // a printout shows the document as it is now
    staleTime: 0,
    gcTime: 0,
  });
  // prepared once per loaded document: a new object on every render would lay the pages out again
  const data = useMemo(() => {
    if (document.data === undefined) return null;
    const prepared = prepareDocument(docType, document.data);
    return Array.isArray(prepared) ? withCopies(prepared, copies) : prepared;
  }, [docType, document.data, copies]);
  return {
    template: template.data ?? null,
    data,
    error: template.error ?? document.error,
    loading: template.isLoading || document.isLoading,
  };
}
