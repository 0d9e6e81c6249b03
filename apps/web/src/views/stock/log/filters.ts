import type { StockLogFilterBody } from '@retail/contracts/api/retail/barcode-stock';
import type { Dayjs } from 'dayjs';

/** The search bar's values: the API's filters, with the date range as a picker value. */
export type StockLogFormFilter = Omit<StockLogFilterBody, 'startTime' | 'endTime'> & {
  dateRange?: [Dayjs | null, Dayjs | null] | null;
};

/** Picker range → `startTime`/`endTime` dates (the server takes a bare end date as its whole day). */
export function toStockLogFilter<T extends StockLogFormFilter>({
  dateRange,
  ...rest
}: T): Omit<T, 'dateRange'> & Pick<StockLogFilterBody, 'startTime' | 'endTime'> {
  const [start, end] = dateRange ?? [];
  return {
    ...rest,
    ...(start ? { startTime: start.format('YYYY-MM-DD') } : {}),
    ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
  };
}
