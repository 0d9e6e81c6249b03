/** A cashier's phone: a Pixel-sized touch screen in the business time zone (the server's default), in Chinese. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  timezoneId: 'Asia/Shanghai',
  locale: 'zh-CN',
};
