/** Spec §9: default landing path. */
export const HOME_PATH = '/sale/order';
export const LOGIN_PATH = '/login';
export const NO_PERMISSION_PATH = '/401';
