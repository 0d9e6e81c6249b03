import { describe, expect, it } from 'vitest';
import { isUrl, isUrlOrPath } from './url.ts';

describe('URL', () => {
  it('accepts http, https and ftp with domains, ports, credentials, paths, queries and fragments', () => {
    const good = [
      'http://example.com',
      'HTTPS://Example.COM/',
      'https://shop.example.com.cn:8443/goods/list?page=1&size=10#top',
      'ftp://user:secret@files.example.org/pub/a.zip',
      'https://例子.中国/路径',
      'https://example.com.',
      'http://a-b.example.io:65535',
    ];
    expect(good.filter((v) => !isUrl(v))).toEqual([]);
  });

  it('accepts private and loopback hosts (intranet deployments link to them)', () => {
    const good = [
      'http://192.168.1.10:8080/report',
      'http://10.0.0.1',
      'http://127.0.0.1:3000',
      'http://localhost:5173/x',
    ];
    expect(good.filter((v) => !isUrl(v))).toEqual([]);
  });

  it('rejects other schemes, a missing scheme, bad hosts and ports, and spaces', () => {
    const bad = [
      'example.com',
      '//example.com',
      'javascript:alert(1)',
      'mailto:a@b.cn',
      'file:///etc/passwd',
      'http://',
      'http://example',
      'http://-bad.example.com',
      'http://bad-.example.com',
      'http://example.c',
      'http://999.1.1.1',
      'http://1.2.3',
      'http://example.com:0',
      'http://example.com:65536',
      'http://exa mple.com',
      'http://example.com/a b',
      'http://example..com',
    ];
    expect(bad.filter((v) => isUrl(v))).toEqual([]);
  });
});

describe('URL or site path (menu links)', () => {
  it('takes URLs and paths of this site, not other text', () => {
    expect(['/swagger', '/schedule?x=1', 'https://example.com/a'].filter((v) => !isUrlOrPath(v))).toEqual([]);
    expect(['//evil.example', 'swagger', 'javascript:alert(1)', '/a b', ''].filter(isUrlOrPath)).toEqual([]);
  });
});
