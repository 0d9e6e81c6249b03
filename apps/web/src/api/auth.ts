import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from './http.ts';

export interface LoginConfig {
  secondVerEnabled: boolean;
  captchaEnabled: boolean;
}

export interface Captcha {
  /** Captcha id, sent back as `codeId`. */
  id: number;
  /** Base64 image, or a complete data URL. */
  img: string;
}

export interface LoginInput {
  account: string;
  password: string;
  /** 0 when the captcha is off. */
  codeId: number;
  code: string;
}

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
}

export const authKeys = {
  loginConfig: ['sysAuth', 'loginConfig'] as const,
  captcha: ['sysAuth', 'captcha'] as const,
};

export function getLoginConfig(signal?: AbortSignal): Promise<LoginConfig> {
  return http.get<LoginConfig>('/api/sysAuth/loginConfig', signal ? { signal } : undefined);
}

export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return http.get<Captcha>('/api/sysAuth/captcha', signal ? { signal } : undefined);
}

export function login(body: LoginInput): Promise<LoginResult> {
  return http.post<LoginResult>('/api/sysAuth/login', body);
}

export function useLoginConfig() {
  return useQuery({
    queryKey: authKeys.loginConfig,
    queryFn: ({ signal }) => getLoginConfig(signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** A captcha answer is single-use and expires quickly: never cached, refetched on demand. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.captcha,
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
