import { describe, expect, it } from 'vitest';
import { cashPaidFen, changeFen, quickTenders, tenderToSend } from './tender.ts';

describe('cash tender', () => {
  it('offers exact, next 10, next 50 and next 100 without repeats', () => {
    expect(quickTenders(3300)).toEqual([3300, 4000, 5000, 10000]);
    expect(quickTenders(5000)).toEqual([5000, 10000]);
    expect(quickTenders(1)).toEqual([1, 1000, 5000, 10000]);
    expect(quickTenders(12345)).toEqual([12345, 13000, 15000, 20000]);
    expect(quickTenders(0)).toEqual([]);
  });

  it('gives the change of a tender that covers the cash payment', () => {
    expect(changeFen(3300, 5000)).toBe(1700);
    expect(changeFen(3300, 3300)).toBe(0);
    expect(changeFen(3300, 3299)).toBeUndefined();
    expect(changeFen(3300, undefined)).toBeUndefined();
    expect(changeFen(3300, 0)).toBeUndefined();
  });
});

describe('the tender sent with a sale', () => {
  it('is left out when none is typed or nothing is paid by cash, refused when short', () => {
    expect(tenderToSend(3300, '50')).toBe('50.00');
    expect(tenderToSend(3300, '')).toBeUndefined();
    expect(tenderToSend(0, '50')).toBeUndefined();
    expect(tenderToSend(3300, '32.99')).toBeNull();
    expect(tenderToSend(3300, 'x')).toBeNull();
    expect(
      cashPaidFen([
        { method: 1, amount: '13' },
        { method: 2, amount: '20' },
      ]),
    ).toBe(1300);
  });
});
