/** The mobile area's home (spec §2). */
export const MOBILE_HOME_PATH = '/mobile';

/** Below this viewport width a device counts as a phone whatever its user agent says. */
const PHONE_MAX_WIDTH = 768;

export interface Device {
  userAgent: string;
  /** viewport width in CSS pixels */
  width: number;
}

export function isPhone({ userAgent, width }: Device): boolean {
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(userAgent) || width < PHONE_MAX_WIDTH;
}

/**
 * Where a sign-in lands: a phone that was not sent to the login page from a particular screen (the
 * target is the root) goes to the mobile area; everything else goes where `afterLoginPath` says.
 */
export function landingPath(target: string, device: Device): string {
  return target === '/' && isPhone(device) ? MOBILE_HOME_PATH : target;
}

export function currentDevice(): Device {
  return { userAgent: navigator.userAgent, width: window.innerWidth };
}
