import { fenToYuan, PayMethod } from '@retail/contracts';
import { AppError } from '../../../platform/http/errors.ts';

/** Cash handed over and the change given back, fen; both null when the till did not record a tender. */
export interface Tender {
  cashTendered: number | null;
  cashChange: number | null;
}

/**
 * The cash tender of a sale: the cash payment stays what is due by cash, the tender is what the customer handed
 * over. Refused without a cash payment or below it.
 */
export function tenderOf(input: {
  payments: Array<{ method: number; amount: number }>;
  cashTendered?: number | undefined;
}): Tender {
  if (input.cashTendered === undefined) return { cashTendered: null, cashChange: null };
  const cash = input.payments
    .filter((p) => p.method === PayMethod.Cash)
    .reduce((sum, p) => sum + p.amount, 0);
  if (cash === 0) throw new AppError(400, 'saleOrder.tenderWithoutCash');
  if (input.cashTendered < cash) {
    throw new AppError(400, 'saleOrder.tenderTooLow', {
      tendered: fenToYuan(input.cashTendered).toFixed(2),
      cash: fenToYuan(cash).toFixed(2),
    });
  }
  return { cashTendered: input.cashTendered, cashChange: input.cashTendered - cash };
}
