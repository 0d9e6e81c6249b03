import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsMessage, type SmsSender, SmsCodeService } from '../../src/modules/system/auth/sms.ts';
import { MemoryCache } from '../../src/platform/cache/memory-cache.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import type { PluginHost } from '../../src/plugins/plugin.ts';
import { AliyunSmsClient, SmsGatewayError } from '../../src/plugins/sms-aliyun/client.ts';
import { type SmsAliyunConfig, smsAliyunConfig } from '../../src/plugins/sms-aliyun/config.ts';
import { smsAliyunPlugin } from '../../src/plugins/sms-aliyun/index.ts';
import { PluginSmsSender } from '../../src/plugins/sms-aliyun/sender.ts';
import { canonicalQuery, percentEncode, rpcSignature } from '../../src/plugins/sms-aliyun/signature.ts';
import { type FakeAliyunSms, startFakeAliyunSms } from '../support/fake-aliyun-sms.ts';

const SECRET = 'sms-test-secret-9f3a';

describe('Aliyun RPC signature', () => {
  it('encodes as RFC 3986 (space %20, * %2A, ~ kept, UTF-8 bytes)', () => {
    expect(percentEncode("a b*c~d'!()/")).toBe('a%20b%2Ac~d%27%21%28%29%2F');
    expect(percentEncode('零售')).toBe('%E9%9B%B6%E5%94%AE');
    expect(canonicalQuery({ b: '2', a: '1 1' })).toBe('a=1%201&b=2');
  });

  it("matches the worked example of Aliyun's signature documentation", () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});

describe('the sms-aliyun plugin against a gateway that checks signatures', () => {
  let gateway: FakeAliyunSms;
  let config: SmsAliyunConfig;

  beforeAll(async () => {
    gateway = await startFakeAliyunSms({ 'LTAI-test-key': SECRET });
    config = smsAliyunConfig.parse({
      endpoint: gateway.url,
      accessKeyId: 'LTAI-test-key',
      accessKeySecret: SECRET,
      signName: '零售测试',
      templateCode: 'SMS_123456789',
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('validates the config and names the field', () => {
    const result = smsAliyunConfig.safeParse({ accessKeyId: 'x', accessKeySecret: 'y', signName: 's' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['templateCode']);
    expect(smsAliyunConfig.safeParse({ ...config, endpoint: 'ftp://x/' }).success).toBe(false);
    expect(config.regionId).toBe('cn-hangzhou');
    expect(smsAliyunPlugin.secretKeys).toEqual(['accessKeySecret']);
  });

  it('sends the code as the template parameter with the sign name and template', async () => {
    const bizId = await new AliyunSmsClient(config).send('13800000001', { code: '246810' });
    expect(bizId).not.toBe('');
    expect(gateway.sent.at(-1)).toEqual({
      phone: '13800000001',
      signName: '零售测试',
      templateCode: 'SMS_123456789',
      templateParam: { code: '246810' },
    });
  });

  it('reports a wrong secret with the gateway code and never the secret', async () => {
    const client = new AliyunSmsClient({ ...config, accessKeySecret: 'wrong-secret-value' });
    const error = await client.send('13800000002', { code: '111111' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect((error as SmsGatewayError).code).toBe('SignatureDoesNotMatch');
    expect(String((error as Error).message)).not.toContain('wrong-secret-value');
    expect(gateway.sent.some((m) => m.phone === '13800000002')).toBe(false);
  });

  it('reports a business refusal and an unreachable gateway', async () => {
    gateway.refuseNext('isv.BUSINESS_LIMIT_CONTROL');
    await expect(new AliyunSmsClient(config).send('13800000003', { code: '1' })).rejects.toMatchObject({
      code: 'isv.BUSINESS_LIMIT_CONTROL',
    });
    const closed = new AliyunSmsClient({ ...config, endpoint: 'http://127.0.0.1:1/' });
    await expect(closed.send('13800000003', { code: '1' })).rejects.toMatchObject({ code: 'Unreachable' });
  });

  it('test() sends to the target and asks for a valid one', async () => {
    const line = await smsAliyunPlugin.test?.(config, { tenantId: 0, target: '13800000004' });
    expect(line).toContain('13800000004');
    expect(gateway.codeFor('13800000004')).toMatch(/^\d{6}$/);
    await expect(smsAliyunPlugin.test?.(config, { tenantId: 0 })).rejects.toMatchObject({
      key: 'smsAliyun.targetRequired',
    });
  });

  describe('the sign-in code sender', () => {
    class Recording implements SmsSender {
      readonly sent: Array<{ phone: string; message: SmsMessage }> = [];
      async send(phone: string, message: SmsMessage) {
        this.sent.push({ phone, message });
      }
    }
    const silent = { info: () => {}, error: () => {} };
    const hostWith = (current: () => SmsAliyunConfig | null): PluginHost => ({
      isEnabled: async () => current() !== null,
      configOf: async <C>() => current() as C | null,
      tenantsWith: async () => (current() === null ? [] : [0]),
    });

    it('uses the gateway while the plugin is on and the fallback while it is off', async () => {
      let on: SmsAliyunConfig | null = config;
      const fallback = new Recording();
      const codes = new SmsCodeService(
        new MemoryCache(),
        new PluginSmsSender(
          hostWith(() => on),
          fallback,
          silent,
        ),
      );
      await codes.send('13800000005');
      const code = gateway.codeFor('13800000005') as string;
      expect(code).toMatch(/^\d{6}$/);
      await codes.consume('13800000005', code);
      on = null;
      await codes.send('13800000006');
      expect(gateway.codeFor('13800000006')).toBeUndefined();
      expect(fallback.sent[0]?.message.text).toContain(fallback.sent[0]?.message.code as string);
    });

    it('answers a gateway refusal with a 400 and lets the phone ask again at once', async () => {
      const codes = new SmsCodeService(
        new MemoryCache(),
        new PluginSmsSender(
          hostWith(() => config),
          new Recording(),
          silent,
        ),
      );
      gateway.refuseNext('isv.MOBILE_NUMBER_ILLEGAL');
      const error = await codes.send('13800000007').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 400,
        key: 'smsAliyun.sendFailed',
        params: { code: 'isv.MOBILE_NUMBER_ILLEGAL' },
      });
      // no cool-down and no code left behind by the message that was never sent
      await expect(codes.consume('13800000007', '000000')).rejects.toMatchObject({ key: 'auth.smsExpired' });
      await codes.send('13800000007');
      expect(gateway.codeFor('13800000007')).toMatch(/^\d{6}$/);
    });
  });
});
