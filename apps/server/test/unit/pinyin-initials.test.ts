import { describe, expect, it } from 'vitest';
import { initialsKeyword, pinyinInitials } from '../../src/modules/retail/goods/pinyin-initials.ts';

describe('pinyin initials of goods names', () => {
  it('takes the first letter of each Chinese character', () => {
    expect(pinyinInitials('牛奶')).toBe('nn');
    expect(pinyinInitials('乐事薯片')).toBe('lssp');
  });
  it('reads traditional characters and polyphones in context', () => {
    expect(pinyinInitials('長褲')).toBe('ck');
    expect(pinyinInitials('行李箱')).toBe('xlx');
  });
  it('keeps letters and digits lowercased and drops spaces and punctuation', () => {
    expect(pinyinInitials('伊利纯牛奶 500ml')).toBe('ylcnn500ml');
    expect(pinyinInitials('T恤（XL）')).toBe('txxl');
    expect(pinyinInitials('')).toBe('');
  });
  it('never exceeds the column', () => {
    expect(pinyinInitials('牛'.repeat(300))).toHaveLength(128);
  });
  it('treats only letters and digits as an initials keyword', () => {
    expect(initialsKeyword(' NN ')).toBe('nn');
    expect(initialsKeyword('牛奶')).toBeNull();
    expect(initialsKeyword('n-n')).toBeNull();
  });
});
