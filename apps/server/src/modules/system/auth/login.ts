import type { Principal } from '../../../platform/http/access.ts';
import type { ClientInfo } from '../../../platform/http/client-info.ts';
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

  async login(input: LoginInput, client: ClientInfo): Promise<TokenPair> {
    const started = Date.now();
    try {
      await this.assertCaptcha(input.codeId, input.code);
      const user = await this.deps.credentials.verify(input.account, input.password);
      const tokens = await this.startSession(user, 'password', client);
      this.visit(client, 'login', 'success', started, input.account, user);
      return tokens;
    } catch (error) {
      this.visit(client, 'login', 'fail', started, input.account, undefined, error);
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

  async loginPhone(phone: string, code: string, client: ClientInfo): Promise<TokenPair> {
    const started = Date.now();
    try {
      await this.deps.sms.consume(phone, code);
      const users = await this.deps.repo.byPhone(phone);
      if (users.length !== 1) throw new AppError(400, 'auth.phoneUnknown', {}, 'auth.phoneUnknown');
      const user = users[0] as SignInRow;
      assertCanSignIn(user);
      const tokens = await this.startSession(user, 'phone', client);
      this.visit(client, 'loginPhone', 'success', started, user.account, user);
      return tokens;
    } catch (error) {
      this.visit(client, 'loginPhone', 'fail', started, phone, undefined, error);
      throw error;
    }
  }

  /** Ends the caller's session (`sessionId`, the one the request carried). */
  async logout(caller: Principal, sessionId: number | null, client: ClientInfo): Promise<void> {
    const started = Date.now();
    if (sessionId) await this.deps.sessions.revoke([sessionId], 'logout');
    this.visit(client, 'logout', 'success', started, caller.account, caller);
  }

  private async startSession(user: SignInRow, mode: 'password' | 'phone', client: ClientInfo) {
    if (await this.deps.configs.bool('sys_single_login', false)) {
      await this.deps.sessions.revokeUser(user.id, 'single-login');
    }
    const { sessionId: _, ...tokens } = await this.deps.sessions.create(
      { id: user.id, tenantId: user.tenantId },
      mode,
      client,
    );
    const { browser, os } = describeUserAgent(client.userAgent);
    await this.deps.repo.recordSignIn(user, client.ip, `${browser} / ${os}`);
    return tokens;
  }

  private visit(
    client: ClientInfo,
    action: string,
    status: 'success' | 'fail',
    started: number,
    account: string,
    user?: { id?: number; userId?: number; tenantId: number; realName: string },
    error?: unknown,
  ): void {
    const { browser, os } = describeUserAgent(client.userAgent);
    this.deps.audit.visit({
      action,
      status,
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? user?.userId ?? null,
      account: account.slice(0, 32),
      realName: user?.realName ?? null,
      remoteIp: client.ip,
      browser,
      os,
      elapsed: Date.now() - started,
      message: error instanceof AppError ? error.reason : error ? 'error' : null,
    });
  }
}
