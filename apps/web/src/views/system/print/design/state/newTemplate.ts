import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { builtInTemplate } from './contracts.ts';

/** How a new template starts: a copy of the type's built-in template, or blank on the built-in paper. */
export const STARTS = ['builtIn', 'blank'] as const;
export type Start = (typeof STARTS)[number];

export const isStart = (value: unknown): value is Start => (STARTS as readonly unknown[]).includes(value);

/**
 * A new template of a document type. Blank keeps the built-in template's paper (and label grid) and nothing
 * else: empty bands, no table.
 */
export function newTemplate(docType: PrintDocType, start: Start): PrintTemplate {
  const builtIn = builtInTemplate(docType).template;
  if (start === 'builtIn') return builtIn;
  const band = (heightMm: number) => ({ heightMm, elements: [] });
  return {
    schemaVersion: 1,
    paper: builtIn.paper,
    labels: builtIn.labels,
    header: band(builtIn.labels ? builtIn.labels.labelHeightMm : 20),
    detail: null,
    summary: band(builtIn.labels ? 0 : 10),
    footer: band(0),
  };
}
