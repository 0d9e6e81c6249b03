import { PLUGIN_SECRET_MASK } from '@retail/contracts/api/system/plugin-mask';
import { describe, expect, it } from 'vitest';
import {
  maskedConfig,
  openConfig,
  sealConfig,
  unmaskConfig,
} from '../../src/modules/system/plugin/secret-config.ts';
import { SecretBox } from '../../src/platform/security/secret-box.ts';

const box = new SecretBox('k'.repeat(40));
const manifest = { secretKeys: ['apiKey', 'token'] };

describe('plugin config secrets', () => {
  it('seals only the secret keys that hold text, and opens them again', () => {
    const stored = sealConfig({ greeting: 'hi', apiKey: 'abc-secret', token: '', port: 5 }, manifest, box);
    const json = JSON.parse(stored) as Record<string, unknown>;
    expect(json.greeting).toBe('hi');
    expect(json.port).toBe(5);
    expect(json.token).toBe('');
    expect(stored).not.toContain('abc-secret');
    expect(openConfig(stored, manifest, box)).toEqual({
      greeting: 'hi',
      apiKey: 'abc-secret',
      token: '',
      port: 5,
    });
  });

  it('masks set secrets for the screen and leaves unset ones empty', () => {
    const stored = sealConfig({ greeting: 'hi', apiKey: 'abc-secret', token: '' }, manifest, box);
    expect(maskedConfig(stored, manifest)).toEqual({ greeting: 'hi', apiKey: PLUGIN_SECRET_MASK, token: '' });
  });

  it('puts the stored secret back where the mask was sent, and takes a new one as sent', () => {
    const stored = { greeting: 'hi', apiKey: 'old-secret', token: 'old-token' };
    expect(
      unmaskConfig({ greeting: 'hello', apiKey: PLUGIN_SECRET_MASK, token: 'new-token' }, stored, manifest),
    ).toEqual({ greeting: 'hello', apiKey: 'old-secret', token: 'new-token' });
    // the mask in a key that is not secret is just text
    expect(unmaskConfig({ greeting: PLUGIN_SECRET_MASK }, stored, manifest)).toEqual({
      greeting: PLUGIN_SECRET_MASK,
    });
  });
});
