/**
 * The business events a published workflow can be bound to (issue 21), and the fields each hands to the
 * instance, which condition edges test (workflow-graph.ts). The designer offers these names; the runtime fills
 * them. A designed form's submissions hand the form's own field keys instead.
 *
 * Money fields are in yuan (numbers with at most two decimals), like every API amount.
 */
export const APPROVAL_EVENTS = ['stockAdjust', 'saleRefund', 'formSubmit'] as const;
export type ApprovalEvent = (typeof APPROVAL_EVENTS)[number];

export interface ApprovalEventField {
  /** the field's name in conditions */
  key: string;
  type: 'number' | 'money' | 'text';
}

export const APPROVAL_EVENT_FIELDS: Record<
  Exclude<ApprovalEvent, 'formSubmit'>,
  readonly ApprovalEventField[]
> = {
  /** confirming a stock adjustment: `amount` is the value of its lines at cost, `kind` 1 receive, 2 issue, 3 stocktake */
  stockAdjust: [
    { key: 'amount', type: 'money' },
    { key: 'totalQty', type: 'number' },
    { key: 'lineCount', type: 'number' },
    { key: 'kind', type: 'number' },
  ],
  /** a refund of a sales order: `amount` is what goes back to the customer */
  saleRefund: [
    { key: 'amount', type: 'money' },
    { key: 'orderAmount', type: 'money' },
    { key: 'qty', type: 'number' },
  ],
};
