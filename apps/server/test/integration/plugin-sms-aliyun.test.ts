import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, addressesIn, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { type FakeAliyunSms, startFakeAliyunSms } from '../support/fake-aliyun-sms.ts';
import { insertUser } from '../support/fixtures.ts';
import { enablePlatformPlugin } from '../support/plugins.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const KEY_ID = 'LTAI-integration';
const SECRET = 'aliyun-secret-never-shown-7Qz';
const freshIp = addressesIn(41);

describe.each(databaseKinds())('phone sign-in through the sms-aliyun plugin on %s', (kind) => {
  let t: TestApp;
  let gateway: FakeAliyunSms;
  let superadmin: Api;
  let pluginRow: number;
  const logLines: string[] = [];
  const config = () => ({
    endpoint: gateway.url,
    accessKeyId: KEY_ID,
    accessKeySecret: SECRET,
    signName: '零售测试',
    templateCode: 'SMS_900001',
  });
  const anonymous = () => apiAs(t, null).from(freshIp());
  const sendCode = (phone: string) => anonymous().post(`/api/sysSms/sendSms/${phone}`);
  const loginPhone = (phone: string, code: string) =>
    anonymous().post('/api/sysAuth/loginPhone', { phone, code });

  beforeAll(async () => {
    gateway = await startFakeAliyunSms({ [KEY_ID]: SECRET });
    t = await startTestApp(
      kind,
      { logStream: { write: (line) => logLines.push(line) } },
      { LOG_LEVEL: 'info' },
    );
    superadmin = await signInAs(t, 'superadmin');
    await insertUser(t, { account: 'smsone', phone: '13911110001' });
    await insertUser(t, { account: 'smstwo', phone: '13911110002' });
    await insertUser(t, { account: 'smsthree', phone: '13911110003' });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  it('refuses a config without its required fields, naming the field', async () => {
    const { templateCode: _, ...withoutTemplate } = config();
    const res = await superadmin
      .with(IN_ENGLISH)
      .post('/api/sysPlugin/add', { pluginId: 'sms-aliyun', config: withoutTemplate });
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain('templateCode');
    expect(await t.ctx.db.selectFrom('sysPlugin').selectAll().execute()).toEqual([]);
  });

  it('sends the sign-in code through the gateway once enabled, and the code signs in', async () => {
    expect((await sendCode('13911110001')).json.code).toBe(200);
    expect(gateway.sent).toEqual([]); // off: the built-in log sender

    pluginRow = await enablePlatformPlugin(superadmin, 'sms-aliyun', config());
    const stored = await t.ctx.db.selectFrom('sysPlugin').select('configEnc').executeTakeFirstOrThrow();
    expect(stored.configEnc).not.toContain(SECRET);

    // the phone's minute of cool-down from the log-sent code: a second phone
    expect((await sendCode('13911110002')).json.code).toBe(200);
    const message = gateway.sent.at(-1);
    expect(message).toMatchObject({ phone: '13911110002', signName: '零售测试', templateCode: 'SMS_900001' });
    const code = gateway.codeFor('13911110002') as string;
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await loginPhone('13911110002', code);
    expect(signedIn.json.code).toBe(200);
    expect(signedIn.json.result).toMatchObject({ accessToken: expect.any(String) });

    const tested = await superadmin.post('/api/sysPlugin/testConfig', {
      id: pluginRow,
      target: '13911119999',
    });
    expect(tested.json.code).toBe(200);
    expect(gateway.codeFor('13911119999')).toMatch(/^\d{6}$/);
  });

  it('answers a gateway refusal with a clear 4xx and never shows or logs the secret', async () => {
    const wrong = await superadmin.post('/api/sysPlugin/update', {
      id: pluginRow,
      config: { ...config(), accessKeySecret: 'a-wrong-secret-value' },
    });
    expect(wrong.json.code).toBe(200);
    const before = gateway.sent.length;
    const res = await anonymous().with(IN_ENGLISH).post('/api/sysSms/sendSms/13911110003');
    expect(res.status).toBeLessThan(500);
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain('SignatureDoesNotMatch');
    expect(gateway.sent.length).toBe(before);
    expect(res.text).not.toContain('a-wrong-secret-value');

    const detail = await superadmin.ok.get<{ config: Record<string, unknown> }>(
      `/api/sysPlugin/detail?id=${pluginRow}`,
    );
    expect(JSON.stringify(detail)).not.toContain('a-wrong-secret-value');
    expect(
      (await superadmin.post('/api/sysPlugin/update', { id: pluginRow, config: config() })).json.code,
    ).toBe(200);
    // the refused send left no cool-down: the phone may ask again at once
    expect((await sendCode('13911110003')).json.code).toBe(200);
    expect(gateway.codeFor('13911110003')).toMatch(/^\d{6}$/);
    await t.audit.flush();
    for (const line of logLines) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain('a-wrong-secret-value');
    }
  });

  it('falls back to the log sender when the plugin is disabled', async () => {
    expect((await superadmin.post('/api/sysPlugin/update', { id: pluginRow, status: 2 })).json.code).toBe(
      200,
    );
    const before = gateway.sent.length;
    await insertUser(t, { account: 'smsfour', phone: '13911110004' });
    expect((await sendCode('13911110004')).json.code).toBe(200);
    expect(gateway.sent.length).toBe(before);
    const logged = logLines
      .map((line) => JSON.parse(line) as { sms?: { to: string; text: string } })
      .find((entry) => entry.sms?.to === '13911110004');
    const code = /(\d{6})/.exec(logged?.sms?.text ?? '')?.[1] as string;
    expect((await loginPhone('13911110004', code)).json.code).toBe(200);
  });
});
