import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { printApi, printKeys } from '../../api/system/print.ts';
import { feedback } from '../feedback/feedback.ts';
import { PrintPortal } from '../retail-docs/PrintPortal.tsx';
import { PrintDocument } from './PrintDocument.tsx';
import { prepareDocument, withCopies } from './prepare.ts';
import { PRINT_SOURCES } from './registry.ts';

export interface PrintOptions {
  /** label sheets: how many of each label */
  copies?: number;
}

interface Job {
  serial: number;
  template: PrintTemplate;
  data: Record<string, unknown> | Record<string, unknown>[];
}

/** The type's default template (the tenant's, else the built-in one), asked for at every print. */
export function fetchDefaultTemplate(queryClient: QueryClient, docType: PrintDocType) {
  return queryClient.fetchQuery({
    queryKey: printKeys.defaultFor(docType),
    queryFn: ({ signal }) => printApi.defaultFor(docType, signal),
    // asked at every print (beside the document itself, so no slower): a new default prints at once on every till
    staleTime: 0,
  });
}

let serial = 0;

/**
 * Prints documents of a type with the tenant's default template: `print(id)` (or a sheet's ids) loads the
 * document through its own print call, renders it in a print sheet and opens the browser's print dialog once it
 * is laid out; the sheet goes away when the dialog closes. Render `sheet` somewhere in the screen.
 */
export function usePrintDocument(docType: PrintDocType) {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<Job | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (job === null) return;
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [job]);

  const print = useCallback(
    async (target: number | number[], options: PrintOptions = {}) => {
      setBusy(true);
      try {
        const source = PRINT_SOURCES[docType];
        const load = Array.isArray(target)
          ? (source.loadMany?.(target) ?? Promise.all(target.map(source.load)))
          : source.load(target);
        const [defaults, raw] = await Promise.all([fetchDefaultTemplate(queryClient, docType), load]);
        const data = prepareDocument(docType, raw);
        setJob({
          serial: ++serial,
          template: defaults.template,
          data: Array.isArray(data) ? withCopies(data, options.copies ?? 1) : data,
        });
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
    },
    [docType, queryClient],
  );

  const sheet = job ? (
    <PrintPortal>
      <PrintDocument
        key={job.serial}
        template={job.template}
        docType={docType}
        data={job.data}
        onReady={openDialog}
      />
    </PrintPortal>
  ) : null;
  return { print, busy, sheet };
}

const openDialog = () => window.print();
