import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/platform/logging/redact.ts';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/sysAuth/refreshToken?accessToken=eyJ.a.b')).toBe(
      '/api/sysAuth/refreshToken?accessToken=***',
    );
    expect(redactUrl('/hubs/onlineUser/?EIO=4&transport=polling&access_token=eyJ.x')).toBe(
      '/hubs/onlineUser/?EIO=4&transport=polling&access_token=***',
    );
    expect(redactUrl('/api/sysFile/image?id=1&expires=9&signature=abc&Password=p')).toBe(
      '/api/sysFile/image?id=1&expires=9&signature=***&Password=***',
    );
    expect(redactUrl('/x?access%54oken=secret&flag')).toBe('/x?access%54oken=***&flag');
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/api/health', '/api/goods/page?page=1&pageSize=20', '/x?', '/x?%E0%A4%A=1']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
