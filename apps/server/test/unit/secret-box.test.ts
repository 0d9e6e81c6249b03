import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/platform/security/secret-box.ts';

const key = 'a-data-key-of-at-least-32-characters!';

describe('SecretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = new SecretBox(key);
    const a = box.seal('s3cret-值');
    const b = box.seal('s3cret-值');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(box.open(a)).toBe('s3cret-值');
    expect(box.open(b)).toBe('s3cret-值');
  });

  it('refuses a value sealed under another key, altered, or not sealed at all', () => {
    const sealed = new SecretBox(key).seal('secret');
    expect(() => new SecretBox(`${key}x`).open(sealed)).toThrow();
    const payload = Buffer.from(sealed.slice(3), 'base64url');
    const last = payload.length - 1;
    payload.writeUInt8(payload.readUInt8(last) ^ 1, last);
    expect(() => new SecretBox(key).open(`v1.${payload.toString('base64url')}`)).toThrow();
    expect(() => new SecretBox(key).open('secret')).toThrow('not a sealed value');
    expect(() => new SecretBox(key).open('v1.AAAA')).toThrow('not a sealed value');
  });

  it('refuses a short key', () => {
    expect(() => new SecretBox('short')).toThrow('at least 32');
  });
});
