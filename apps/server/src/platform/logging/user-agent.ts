/** A short browser and OS description from a User-Agent header, for the visit and operation logs. */
export function describeUserAgent(ua: string | undefined): { browser: string; os: string } {
  if (!ua) return { browser: 'unknown', os: 'unknown' };
  const browser =
    match(ua, /Edg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(ua, /OPR\/(\d+)/, 'Opera') ??
    match(ua, /MicroMessenger\/(\d+)/, 'WeChat') ??
    match(ua, /HeadlessChrome\/(\d+)/, 'HeadlessChrome') ??
    match(ua, /(?:Chrome|CriOS)\/(\d+)/, 'Chrome') ??
    match(ua, /(?:Firefox|FxiOS)\/(\d+)/, 'Firefox') ??
    match(ua, /Version\/(\d+).*Safari/, 'Safari') ??
    (ua.split('/')[0] || 'unknown').slice(0, 40);
  const os = /Windows NT/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'unknown';
  return { browser, os };
}

function match(ua: string, re: RegExp, name: string): string | undefined {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]}` : undefined;
}
