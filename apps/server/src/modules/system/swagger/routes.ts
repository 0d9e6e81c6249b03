import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failure, success } from '../../../platform/http/envelope.ts';
import { sendJson } from '../../../platform/http/error-handler.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { hasSwaggerSession, setSwaggerSession } from '../../../platform/web/swagger-session.ts';
import type { IdentityServices } from '../identity.ts';

/** Form fields are accepted as UserName/Password (the spec) or userName/password; the captcha as CodeId/Code. */
const submitForm = z.record(z.string(), z.string().max(256)).transform((form) => ({
  account: (form.UserName ?? form.userName ?? '').trim(),
  password: form.Password ?? form.password ?? '',
  codeId: form.CodeId ?? form.codeId,
  code: form.Code ?? form.code,
}));

/**
 * POST /swagger/checkUrl answers 200 when this browser has signed in to the docs, else 401;
 * POST /swagger/submitUrl signs in with a real account (per-IP rate limited), with the captcha when the sign-in
 * asks for one; wrong passwords count towards the account's lock as at the sign-in.
 */
export function swaggerAuthRoutes(
  app: FastifyInstance,
  deps: { identity: Pick<IdentityServices, 'credentials' | 'login'>; timeZone: string },
): void {
  const { timeZone } = deps;
  app.post(
    '/swagger/checkUrl',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      const signedIn = hasSwaggerSession(request);
      const body = signedIn
        ? success(200, timeZone)
        : failure(401, translate(request.lang, 'http.unauthorized'), timeZone);
      return sendJson(reply, signedIn ? 200 : 401, body);
    },
  );
  app.post(
    '/swagger/submitUrl',
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const parsed = submitForm.safeParse(request.body ?? {});
      const form = parsed.success ? parsed.data : { account: '', password: '', codeId: '', code: '' };
      let userId: number;
      try {
        await deps.identity.login.assertCaptcha(form.codeId, form.code);
        if (!form.account || !form.password) throw new AppError(400, 'swagger.badCredentials');
        userId = (await deps.identity.credentials.verify(form.account, form.password)).id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message = error.textIn(request.lang);
        return sendJson(reply, 401, failure(401, message, timeZone, { reason: error.reason }));
      }
      setSwaggerSession(request, reply, userId);
      return sendJson(reply, 200, success(200, timeZone));
    },
  );
}
