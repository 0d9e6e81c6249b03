import type { TFunction } from 'i18next';
import type { CartProblem } from './cart.ts';

/** The message of a cart problem, naming the barcode where there is one. */
export function problemText(t: TFunction, problem: CartProblem): string {
  switch (problem.kind) {
    case 'badDiscount':
      return t('retailDocs.sale.badDiscount', { barcode: problem.barcode });
    case 'lineDiscountTooLarge':
      return t('retailDocs.sale.lineDiscountTooLarge', { barcode: problem.barcode });
    case 'badOrderDiscount':
      return t('retailDocs.sale.badOrderDiscount');
    case 'orderDiscountTooLarge':
      return t('retailDocs.sale.orderDiscountTooLarge');
  }
}
