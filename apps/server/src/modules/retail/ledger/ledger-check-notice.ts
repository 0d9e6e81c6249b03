import { formatYuan } from '@retail/contracts';
import type { NoticeAddInput } from '@retail/contracts/api/system/notice';
import { DEFAULT_LANGUAGE } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { escapeHtml } from '../../../platform/security/html.ts';
import type { BalanceDrift, StockDrift } from './ledger-drift.ts';

/** At most this many barcodes, and as many members, are named in one notice. */
export const LISTED = 20;

/** Tenants have no language of their own: the notice is written in the business default. */
const lang = DEFAULT_LANGUAGE;

function list(lines: string[], total: number): string {
  if (total === 0) return '';
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const more =
    total > lines.length
      ? `<p>${translate(lang, 'ledgerCheck.more', { count: total - lines.length })}</p>`
      : '';
  return `<ul>${items}</ul>${more}`;
}

/** The notice to a tenant's administrators: how many barcodes and members differ, and the first of each. */
export function ledgerCheckNotice(stock: StockDrift[], balance: BalanceDrift[]): NoticeAddInput {
  const stockLines = stock.slice(0, LISTED).map((d) =>
    translate(lang, 'ledgerCheck.stockLine', {
      barcode: d.barcode ?? `#${d.barcodeId}`,
      qty: d.qty,
      logTotal: d.logTotal,
    }),
  );
  const vipLines = balance.slice(0, LISTED).map((d) =>
    translate(lang, 'ledgerCheck.vipLine', {
      cardNo: d.cardNo,
      balance: formatYuan(d.balance),
      ledgerTotal: formatYuan(d.ledgerTotal),
    }),
  );
  const summary = translate(lang, 'ledgerCheck.summary', {
    stockCount: stock.length,
    vipCount: balance.length,
  });
  return {
    title: translate(lang, 'ledgerCheck.title'),
    content: `<p>${summary}</p>${list(stockLines, stock.length)}${list(vipLines, balance.length)}`,
    type: 1,
  };
}
