import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuType } from '@retail/contracts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const SYSTEM_DIR = 1310000000101;
/** A valid 18-digit ID (check digit X) and the same number with a wrong check digit. */
const GOOD_ID = '11010519491231002X';
const BAD_CHECK = '110105194912310020';

let serial = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${(serial += 1)}`;

describe.each(databaseKinds())('spec §5 rules on the server (%s)', (kind) => {
  let t: TestApp;
  let admin: Api;
  let root: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Answers 400 with a message that starts with the field's name. */
  const refused = async (url: string, body: unknown, field: string, lang = 'en', who = admin) => {
    const res = await who.with({ 'accept-language': lang }).post(url, body);
    expect(res.status, url).toBe(200);
    expect(res.json.code, `${url} ${JSON.stringify(body)}`).toBe(400);
    expect(res.json.message).toMatch(new RegExp(`(^|; )${field.replace('.', '\\.')}: `));
    return res.json.message as string;
  };

  it('checks the national ID number with its check digit, in the caller’s language', async () => {
    const user = { account: uniq('idcard'), realName: 'Id' };
    const en = await refused('/api/sysUser/add', { ...user, idCardNum: BAD_CHECK }, 'idCardNum');
    expect(en).toContain('18-digit national ID');
    const zh = await refused('/api/sysUser/add', { ...user, idCardNum: BAD_CHECK }, 'idCardNum', 'zh-CN');
    expect(zh).toContain('身份证号码');
    const tw = await refused('/api/sysUser/add', { ...user, idCardNum: '12345' }, 'idCardNum', 'zh-TW');
    expect(tw).toContain('身分證號碼');
    await admin.ok.post('/api/sysUser/add', { ...user, idCardNum: GOOD_ID });
  });

  it('checks e-mail, mobile and impossible dates of a user', async () => {
    const user = { account: uniq('mail'), realName: 'Mail' };
    expect(await refused('/api/sysUser/add', { ...user, email: 'a@b' }, 'email')).toContain('e-mail');
    await refused('/api/sysUser/add', { ...user, phone: '12800138000' }, 'phone');
    await refused('/api/sysUser/add', { ...user, birthday: '2026-02-30' }, 'birthday');
    await refused('/api/sysUser/add', { ...user, birthday: '0000-00-00' }, 'birthday');
  });

  it('checks a supplier phone like every phone: a mobile or a landline', async () => {
    for (const phone of ['12345', '400-800-1234', '010-1234567']) {
      expect(await refused('/api/goodsSupplier/add', { name: uniq('Sup '), phone }, 'phone')).toContain(
        'landline',
      );
    }
    for (const phone of ['13900000001', '010-12345678', '0755-1234567', '07551234567']) {
      await admin.ok.post('/api/goodsSupplier/add', { name: uniq('Sup '), phone });
    }
  });

  it('refuses a member birthday that does not exist', async () => {
    const vip = { cardNo: uniq('C'), name: 'Member' };
    await refused('/api/vip/add', { ...vip, birthday: '2026-02-30' }, 'birthday');
    await refused('/api/vip/add', { ...vip, birthday: '0000-00-00' }, 'birthday');
    await refused('/api/vip/add', { ...vip, mobile: '1380013800' }, 'mobile');
    await admin.ok.post('/api/vip/add', { ...vip, birthday: '2024-02-29' });
  });

  it('refuses impossible dates and times in every time filter', async () => {
    const filters: Array<[string, Record<string, unknown>, string]> = [
      ['/api/saleOrder/page', { startTime: '2026-02-30' }, 'startTime'],
      ['/api/stockAdjust/page', { endTime: '0000-00-00' }, 'endTime'],
      ['/api/barcodeStockLog/page', { startTime: '2026-01-01 10:60' }, 'startTime'],
      ['/api/vip/balanceLog', { vipId: 1, startTime: '2026-04-31' }, 'startTime'],
      ['/api/sysFile/page', { startTime: '2026-02-30 10:00:00' }, 'startTime'],
      ['/api/sysNotice/page', { endTime: '2026-13-01' }, 'endTime'],
      ['/api/sysLogOp/page', { startTime: '0000-00-00 00:00:00' }, 'startTime'],
      ['/api/statistics/saleSummary', { startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate'],
      ['/api/statistics/category', { startDate: '2026-02-01', endDate: '0000-00-00' }, 'endDate'],
    ];
    for (const [url, body, field] of filters) {
      expect(await refused(url, { page: 1, pageSize: 10, ...body }, field)).toContain('not a real date');
    }
    await admin.ok.post('/api/saleOrder/page', {
      page: 1,
      pageSize: 10,
      startTime: '2024-02-29',
      endTime: '',
    });
  });

  it('takes a menu link only as a URL or a path of this site', async () => {
    const menu = { pid: SYSTEM_DIR, type: MenuType.Menu, title: 'Link', path: `/${uniq('link')}` };
    await refused('/api/sysMenu/add', { ...menu, outLink: 'not a url' }, 'outLink', 'en', root);
    await refused('/api/sysMenu/add', { ...menu, outLink: '//evil.example' }, 'outLink', 'en', root);
    await root.ok.post('/api/sysMenu/add', { ...menu, outLink: 'https://example.com/x' });
  });
});
