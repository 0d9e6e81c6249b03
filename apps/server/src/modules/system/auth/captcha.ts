import type SvgCaptcha from 'svg-captcha';
import type { Cache } from '../../../platform/cache/index.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { lazyRequire } from '../../../platform/runtime/lazy-require.ts';

/** svg-captcha parses its font when loaded: only when the first captcha is drawn */
const svgCaptcha = lazyRequire<typeof SvgCaptcha>('svg-captcha');

const TTL_SECONDS = 120;

/** Arithmetic image captcha: one use, expires after two minutes. */
export class CaptchaService {
  constructor(
    private readonly cache: Cache,
    private readonly ids: IdGenerator,
  ) {}

  async create(): Promise<{ id: string; img: string }> {
    const captcha = svgCaptcha().createMathExpr({
      mathMin: 1,
      mathMax: 20,
      mathOperator: '+-',
      noise: 1,
      color: true,
      width: 130,
      height: 38,
      fontSize: 36,
      background: '#f5f7fa',
    });
    const id = String(this.ids.next());
    await this.cache.set(`captcha:${id}`, captcha.text, TTL_SECONDS);
    return { id, img: Buffer.from(captcha.data).toString('base64') };
  }

  /** True when the answer is right; the captcha is used up either way, and only one of concurrent calls gets it. */
  async check(id: string | number | undefined, answer: string | undefined): Promise<boolean> {
    if (id === undefined || id === null || answer === undefined) return false;
    const expected = await this.cache.take<string>(`captcha:${id}`);
    return expected !== undefined && expected === String(answer).trim();
  }
}
