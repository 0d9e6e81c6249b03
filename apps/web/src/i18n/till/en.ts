import type { till as reference } from './zh-cn.ts';

export const till: typeof reference = {
  scan: {
    waiting: '{{count}} waiting',
    refused: '{{count}} code(s) not added',
  },
  location: {
    label: 'Sells from',
    returnLabel: 'Returns to',
    choose: 'Stock location of this sale',
    otherHint: 'Another location: the goods search still shows the stock of your own location',
  },
  search: {
    open: 'Find goods',
    title: 'Find goods',
    placeholder: 'Name, code, barcode or pinyin initials (nn finds 牛奶); ↑↓ to choose, Enter to add',
    empty: 'No goods on sale match',
    noBarcode: 'No barcode: sold by its goods code',
    stock: 'Stock {{qty}}',
  },
  keys: {
    hint: 'Keys: F2 find goods · F3 member · F4 quantity · F6 line discount · F7 order discount · F8 park · F9 recall · F12 / Ctrl+Enter pay · Alt+N new sale · Esc back to scanning',
    discardSale: 'Discard the current sale and start a new one?',
    discard: 'Discard and start new',
  },
  tender: {
    tendered: 'Cash tendered',
    exact: 'Exact',
    changeDue: 'Change {{amount}}',
    short: 'Cash tendered is less than the cash payment of {{amount}}',
  },
  approval: {
    title: "Discount needs a supervisor's approval",
    overLimit:
      'The discounts of this sale (line {{line}}%, order {{order}}%) are above your limit (line at most {{maxLine}}, order at most {{maxOrder}}). A supervisor approves them with their account and password.',
    account: 'Supervisor account',
    password: 'Supervisor password',
    approve: 'Approve and sell',
    needed: "The discount is above your limit: a supervisor's approval is asked at checkout",
    noLimit: 'no limit',
  },
  approvals: {
    title: 'Discount approvals',
    requestedBy: 'Requested by',
    approvedBy: 'Approved by',
    linePct: 'Line discount %',
    orderPct: 'Order discount %',
    time: 'Approved at',
    empty: 'No approvals',
  },
  refundMethod: {
    label: 'Refund to',
    original: 'Original methods',
    cash: 'Cash',
    balance: 'Member balance',
    balanceNeedsMember: 'The order has no member: nothing can go to a balance',
  },
  slip: {
    print: 'Print refund slip',
  },
  returns: {
    open: 'Return without receipt',
    title: 'Return without receipt',
    scan: 'Scan the returned goods',
    empty: 'Scan the goods being returned first',
    priceHint:
      "The unit price is what was paid per unit on the barcode's last sale, else the goods' price; the server sets it.",
    member: 'Member (needed to refund to the balance)',
    method: 'Refund to',
    reason: 'Reason for the return',
    submit: 'Take the return',
    done: 'Return {{no}} recorded: {{amount}} refunded',
    next: 'Next return',
    openOrder: 'Open the return',
    remove: 'Remove',
  },
  kind: {
    label: 'Kind',
    sale: 'Sale',
    return: 'Return without receipt',
  },
  limits: {
    title: 'Discount limits per role',
    hint: "A user's limit is the most generous of its enabled roles; empty means no limit; administrators have none. Discounts above the limit need a supervisor's approval.",
    role: 'Role',
    maxLine: 'Max line discount %',
    maxOrder: 'Max order discount %',
    save: 'Save discount limits',
  },
};
