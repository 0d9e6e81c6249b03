import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeRegistrar } from '../../../platform/http/route.ts';
import type { ConfigService } from '../config/service.ts';

/** What the sign-in page needs before the user types: whether captcha and the second check are on. */
export async function loginConfig(configs: ConfigService, captchaOverride: boolean | undefined) {
  const [captchaEnabled, secondVerEnabled] = await Promise.all([
    captchaOverride ?? configs.bool('sys_captcha', true),
    configs.bool('sys_second_ver', false),
  ]);
  return { secondVerEnabled, captchaEnabled };
}

export function loginConfigRoute(
  app: FastifyInstance,
  deps: { configs: ConfigService; captchaOverride: boolean | undefined; timeZone: string },
): void {
  routeRegistrar(
    app,
    deps.timeZone,
  )({
    method: 'GET',
    url: '/api/sysAuth/loginConfig',
    access: { public: true },
    summary: 'Sign-in page settings',
    tags: ['sysAuth'],
    result: z.object({ secondVerEnabled: z.boolean(), captchaEnabled: z.boolean() }),
    handler: () => loginConfig(deps.configs, deps.captchaOverride),
  });
}
