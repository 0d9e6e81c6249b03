import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { describeUserAgent } from '../../../platform/logging/user-agent.ts';
import type { ConfigService } from '../config/service.ts';
import type { CaptchaService } from './captcha.ts';
import { assertCanSignIn, type CredentialService } from './credentials.ts';
import type { SignInRepository, SignInRow } from './repository.ts';
import type { SessionService, TokenPair } from './sessions.ts';
import type { SmsCodeService } from './sms.ts';

export interface LoginInput {
  account: string;
  password: string;
  codeId?: string | number | null;
  code?: string | null;
}

/** Password and phone sign-in, sign-out, and their visit-log rows. */
export class LoginService {
  constructor(
    private readonly deps: {
      repo: SignInRepository;
      credentials: CredentialService;
      captcha: CaptchaService;
      sms: SmsCodeService;
      sessions: SessionService;
      configs: ConfigService;
      audit: AuditLog;
      captchaOverride: boolean | undefined;
    },
  ) {}

  captchaEnabled(): Promise<boolean> {
    return this.deps.captchaOverride !== undefined
      ? Promise.resolve(this.deps.captchaOverride)
      : this.deps.configs.bool('sys_captcha', true);
  }

  async login(input: LoginInput, request: FastifyRequest): Promise<TokenPair> {
    const started = Date.now();
    try {
      await this.assertCaptcha(input.codeId, input.code);
      const user = await this.deps.credentials.verify(input.account, input.password);
      const tokens = await this.startSession(user, 'password', request);
      this.visit(request, 'login', 'success', started, input.account, user);
      return tokens;
    } catch (error) {
      this.visit(request, 'login', 'fail', started, input.account, undefined, error);
      throw error;
    }
  }

  /** The captcha, when sign-in asks for one (also the Swagger sign-in): right, and used up. */
  async assertCaptcha(codeId: string | number | null | undefined, code: string | null | undefined) {
    if (!(await this.captchaEnabled())) return;
    if (!(await this.deps.captcha.check(codeId ?? undefined, code ?? undefined))) {
      throw new AppError(400, 'auth.captchaWrong', {}, 'auth.captchaWrong');
    }
  }

  async sendSmsCode(phone: string): Promise<void> {
    const users = await this.deps.repo.byPhone(phone);
    // the answer is the same whether or not an account uses this phone; a code is only sent when one does
    if (users.length === 1) await this.deps.sms.send(phone);
  }

  async loginPhone(phone: string, code: string, request: FastifyRequest): Promise<TokenPair> {
    const started = Date.now();
    try {
      await this.deps.sms.consume(phone, code);
      const users = await this.deps.repo.byPhone(phone);
      if (users.length !== 1) throw new AppError(400, 'auth.phoneUnknown', {}, 'auth.phoneUnknown');
      const user = users[0] as SignInRow;
      assertCanSignIn(user);
      const tokens = await this.startSession(user, 'phone', request);
      this.visit(request, 'loginPhone', 'success', started, user.account, user);
      return tokens;
    } catch (error) {
      this.visit(request, 'loginPhone', 'fail', started, phone, undefined, error);
      throw error;
    }
  }

  async logout(request: FastifyRequest): Promise<void> {
    const started = Date.now();
    if (request.sessionId) await this.deps.sessions.revoke([request.sessionId], 'logout');
    const p = request.principal;
    this.visit(request, 'logout', 'success', started, p?.account ?? '', p ?? undefined);
  }

  private async startSession(user: SignInRow, mode: 'password' | 'phone', request: FastifyRequest) {
    if (await this.deps.configs.bool('sys_single_login', false)) {
      await this.deps.sessions.revokeUser(user.id, 'single-login');
    }
    const ua = request.headers['user-agent'];
    const { sessionId: _, ...tokens } = await this.deps.sessions.create(
      { id: user.id, tenantId: user.tenantId },
      mode,
      { ip: request.ip, userAgent: ua },
    );
    const { browser, os } = describeUserAgent(ua);
    await this.deps.repo.recordSignIn(user, request.ip, `${browser} / ${os}`);
    return tokens;
  }

  private visit(
    request: FastifyRequest,
    action: string,
    status: 'success' | 'fail',
    started: number,
    account: string,
    user?: { id?: number; userId?: number; tenantId: number; realName: string },
    error?: unknown,
  ): void {
    const { browser, os } = describeUserAgent(request.headers['user-agent']);
    this.deps.audit.visit({
      action,
      status,
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? user?.userId ?? null,
      account: account.slice(0, 32),
      realName: user?.realName ?? null,
      remoteIp: request.ip,
      browser,
      os,
      elapsed: Date.now() - started,
      message: error instanceof AppError ? error.reason : error ? 'error' : null,
    });
  }
}
