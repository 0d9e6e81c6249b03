import { describe, expect, it } from 'vitest';
import { invalidIpLine, ipLines } from './ip-lines.ts';

describe('allowlist lines', () => {
  it('trims lines and drops blank ones', () => {
    expect(ipLines(' 10.0.0.1 \n\n2001:db8::/32\r\n')).toEqual(['10.0.0.1', '2001:db8::/32']);
  });

  it('names the first line that is no address or range', () => {
    expect(invalidIpLine('10.0.0.0/8\n\n::1\n192.0.2.1')).toBe(0);
    expect(invalidIpLine('10.0.0.0/8\nexample.com')).toBe(2);
    expect(invalidIpLine('10.0.0.0/33')).toBe(1);
    expect(invalidIpLine('256.1.1.1')).toBe(1);
    expect(invalidIpLine('1.2.3.4/8/1')).toBe(1);
  });
});
