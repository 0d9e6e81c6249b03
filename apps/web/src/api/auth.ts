import type {
  CaptchaOutput,
  LoginBody,
  LoginConfigOutput,
  LoginPhoneBody,
  TokenPairOutput,
  UnlockBody,
  UserInfoOutput,
  WatermarkConfigOutput,
} from '@retail/contracts/api/system/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

export const authKeys = resourceKeys('sysAuth');

export function getLoginConfig(signal?: AbortSignal): Promise<LoginConfigOutput> {
  return http.get<LoginConfigOutput>('/api/sysAuth/loginConfig', signal ? { signal } : undefined);
}

export function getCaptcha(signal?: AbortSignal): Promise<CaptchaOutput> {
  return http.get<CaptchaOutput>('/api/sysAuth/captcha', signal ? { signal } : undefined);
}

/** `codeId` is 0 when the captcha is off. */
export function login(body: LoginBody): Promise<TokenPairOutput> {
  return http.post<TokenPairOutput>('/api/sysAuth/login', body);
}

export function useLoginConfig() {
  return useQuery({
    queryKey: authKeys.call('loginConfig'),
    queryFn: ({ signal }) => getLoginConfig(signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** A captcha answer is single-use and expires quickly: never cached, refetched on demand. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.call('captcha'),
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** Shows a captcha `img`: the server sends the base64 of an SVG (or a full data URL). */
export function captchaSrc(img: string): string {
  return img.startsWith('data:') ? img : `data:image/svg+xml;base64,${img}`;
}

/** `GET /api/sysAuth/userInfo` (spec §3 "User info"). */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfoOutput> {
  return http.get<UserInfoOutput>('/api/sysAuth/userInfo', signal ? { signal } : undefined);
}

/** Whether the shell shows the watermark (the server declares this answer in its route). */
export function getWatermarkConfig(): Promise<WatermarkConfigOutput> {
  return http.get<WatermarkConfigOutput>('/api/sysAuth/watermarkConfig');
}

export function logout(): Promise<null> {
  return http.post<null>('/api/sysAuth/logout');
}

export function loginPhone(body: LoginPhoneBody): Promise<TokenPairOutput> {
  return http.post<TokenPairOutput>('/api/sysAuth/loginPhone', body);
}

export function sendSmsCode(phone: string): Promise<null> {
  return http.post<null>(`/api/sysSms/sendSms/${encodeURIComponent(phone)}`);
}

/** Checks the account password on the server; resolves true or fails with the server's message. */
export function unlockScreen(password: string): Promise<boolean> {
  return http.post<boolean>('/api/sysAuth/unLockScreen', { password } satisfies UnlockBody);
}
