import { z } from 'zod';
import { yuanToFen } from '../money.ts';

/**
 * A non-negative amount in yuan with at most two decimals (number or numeric text), parsed to integer fen
 * without floating-point drift. The API carries yuan; services and tables work in fen only.
 */
export const yuan = () =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const fen = yuanToFen(value);
    if (fen === undefined) {
      ctx.addIssue({ code: 'custom', message: 'an amount in yuan: 0 or more, at most two decimals' });
      return z.NEVER;
    }
    return fen;
  });

/** Output schema of an amount: yuan as a number. */
export const yuanOutput = () => z.number();
