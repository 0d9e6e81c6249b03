import { describe, expect, it } from 'vitest';
import { isPhone, landingPath } from './landing.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('isPhone', () => {
  it('knows phones by their user agent, at any width', () => {
    expect(isPhone({ userAgent: IPHONE, width: 1024 })).toBe(true);
    expect(isPhone({ userAgent: ANDROID_PHONE, width: 900 })).toBe(true);
  });

  it('takes a narrow window for a phone and wide tablets and desktops for not', () => {
    expect(isPhone({ userAgent: DESKTOP, width: 390 })).toBe(true);
    expect(isPhone({ userAgent: DESKTOP, width: 1280 })).toBe(false);
    expect(isPhone({ userAgent: ANDROID_TABLET, width: 1024 })).toBe(false);
  });
});

describe('landingPath', () => {
  it('sends a phone to the mobile home and a desktop to the default landing page', () => {
    expect(landingPath('/', { userAgent: IPHONE, width: 390 })).toBe('/mobile');
    expect(landingPath('/', { userAgent: DESKTOP, width: 1280 })).toBe('/');
  });

  it('keeps the screen a phone was sent to the login page from', () => {
    expect(landingPath('/mobile/orderlist', { userAgent: IPHONE, width: 390 })).toBe('/mobile/orderlist');
    expect(landingPath('/sale/order?id=1', { userAgent: IPHONE, width: 390 })).toBe('/sale/order?id=1');
  });
});
