import { fenToYuan } from '@retail/contracts';
import type {
  ShiftFiguresOutput,
  TillCashOutput,
  TillShiftOutput,
} from '@retail/contracts/api/retail/till-shift';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { ShiftFigures } from './figures.ts';
import type { ShiftRow } from './repository.ts';

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(Number(fen)));

/** What the API answers for a stored shift: amounts in yuan, times formatted. */
export function shiftOutput(row: ShiftRow, timeZone: string): TillShiftOutput {
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    orgId: row.orgId,
    userId: row.userId,
    userName: row.userName,
    floatAmount: fenToYuan(Number(row.floatAmount)),
    openTime: formatTime(row.openTime, timeZone),
    closeTime: formatNullableTime(row.closeTime, timeZone),
    closeUserName: row.closeUserName,
    expectedCash: yuanOrNull(row.expectedCash),
    countedCash: yuanOrNull(row.countedCash),
    difference: yuanOrNull(row.difference),
    remark: row.remark,
  };
}

export function figuresOutput(f: ShiftFigures): ShiftFiguresOutput {
  return {
    ...f,
    salesAmount: fenToYuan(f.salesAmount),
    discountAmount: fenToYuan(f.discountAmount),
    refundAmount: fenToYuan(f.refundAmount),
    netSales: fenToYuan(f.netSales),
    byMethod: f.byMethod.map((m) => ({
      method: m.method,
      sales: fenToYuan(m.sales),
      refunds: fenToYuan(m.refunds),
      net: fenToYuan(m.net),
    })),
    floatAmount: fenToYuan(f.floatAmount),
    cashSales: fenToYuan(f.cashSales),
    cashRefunds: fenToYuan(f.cashRefunds),
    paidIn: fenToYuan(f.paidIn),
    paidOut: fenToYuan(f.paidOut),
    expectedCash: fenToYuan(f.expectedCash),
    countedCash: yuanOrNull(f.countedCash),
    difference: yuanOrNull(f.difference),
  };
}

export function cashOutput(
  row: {
    id: number;
    kind: number;
    amount: number;
    reason: string;
    createTime: number;
    createUserName: string | null;
  },
  timeZone: string,
): TillCashOutput {
  return {
    ...row,
    amount: fenToYuan(Number(row.amount)),
    createTime: formatTime(row.createTime, timeZone),
  };
}
