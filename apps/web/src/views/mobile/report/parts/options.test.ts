import { describe, expect, it } from 'vitest';
import { pieOption, rankOption, trendOption } from './options.ts';

describe('chart options', () => {
  it('draws a trend as lines, or bars when there is a single period', () => {
    const many = trendOption(['11-22', '11-23'], [{ name: 'Net', values: [10, 12.5] }]);
    expect(many.series).toMatchObject([{ type: 'line', name: 'Net', data: [10, 12.5] }]);
    expect(trendOption(['11-23'], [{ name: 'Net', values: [3] }]).series).toMatchObject([{ type: 'bar' }]);
  });

  it('puts the first of a ranking on top (a category axis draws upwards)', () => {
    const option = rankOption([
      { name: 'A', value: 30 },
      { name: 'B', value: 20 },
    ]);
    expect(option.yAxis).toMatchObject({ data: ['B', 'A'] });
    expect(option.series).toMatchObject([{ data: [20, 30] }]);
  });

  it('passes pie slices through', () => {
    expect(pieOption([{ name: 'Cash', value: 5 }]).series).toMatchObject([
      { data: [{ name: 'Cash', value: 5 }] },
    ]);
  });
});
