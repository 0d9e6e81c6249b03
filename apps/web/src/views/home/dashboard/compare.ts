/** How today compares with yesterday, as a rounded percentage; undefined when yesterday was zero. */
export function changeRate(today: number, yesterday: number): number | undefined {
  if (yesterday === 0) return undefined;
  return Math.round(((today - yesterday) / Math.abs(yesterday)) * 1000) / 10;
}

/** Money on the dashboard's cards: two decimals with thousands grouped, as antd's Statistic shows them. */
export const groupedYuan = (yuan: number) =>
  yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
