import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { createContext, type Dispatch, useContext } from 'react';
import type { DesignerAction, DesignerState } from './state/reducer.ts';

export interface Designer {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
  docType: PrintDocType;
  /** the template as shown: the current one, or what a drag in progress would make of it */
  template: PrintTemplate;
  /** the document the canvas shows its fields with (the type's sample) */
  sample: Record<string, unknown>;
  /** makes a change an undoable step (`coalesce`: consecutive changes of that name are one step) */
  change(change: (template: PrintTemplate) => PrintTemplate, coalesce?: string): void;
}

export const DesignerContext = createContext<Designer | null>(null);

export function useDesigner(): Designer {
  const designer = useContext(DesignerContext);
  if (!designer) throw new Error('useDesigner outside the print designer');
  return designer;
}

/** The element of a band with that id (undefined when it is gone). */
export function elementIn(template: PrintTemplate, band: PrintBandName, id: string) {
  return template[band].elements.find((e) => e.id === id);
}
