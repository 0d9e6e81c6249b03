import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { samples, upload } from '../support/multipart.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface FileOut {
  id: number;
  fileName: string;
  suffix: string;
  url: string;
  sizeBytes: number;
  previewable: boolean;
}

function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe.each(databaseKinds())('files on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let uploads: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { UPLOAD_MAX_BYTES: '4096' });
    admin = await signInAs(t, 'admin');
    uploads = join(t.config.dataDir, 'uploads');
  });
  afterAll(async () => {
    await t?.close();
  });

  const fileCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('sysFile')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores an upload whose content matches its name, and pages it', async () => {
    const res = await upload(
      t.app,
      '/api/sysFile/uploadFile',
      admin.headers,
      'shop-logo.png',
      samples.png(),
      'image/png',
    );
    expect(res.json.code).toBe(200);
    const file = res.json.result as FileOut;
    expect(file).toMatchObject({ fileName: 'shop-logo', suffix: '.png', sizeBytes: 72, previewable: true });
    expect(storedFiles(uploads)).toHaveLength(1);
    const page = await admin.post('/api/sysFile/page', {
      fileName: 'logo',
      field: 'sizeBytes',
      order: 'descending',
    });
    expect((page.json.result as { items: FileOut[] }).items.map((f) => f.id)).toEqual([file.id]);
  });

  it.each([
    ['an executable named as an image', 'holiday.png', samples.exe(), 'image/png', 'is not an allowed type'],
    ['a PDF named as an image', 'scan.png', samples.pdf(), 'image/png', 'does not match its content'],
    ['a relative path', '../../etc/passwd.png', samples.png(), 'image/png', 'is not allowed: no paths'],
    ['a folder path', 'photos/a.png', samples.png(), 'image/png', 'is not allowed: no paths'],
    ['a Windows path', 'C:\\temp\\a.png', samples.png(), 'image/png', 'is not allowed: no paths'],
    ['an oversize file', 'big.png', samples.png(5000), 'image/png', 'too large; the limit is 4 KB'],
  ])('refuses %s with a clear message and stores nothing', async (_, name, data, type, text) => {
    const before = { rows: await fileCount(), files: storedFiles(uploads).length };
    const res = await upload(
      t.app,
      '/api/sysFile/uploadFile',
      admin.with(IN_ENGLISH).headers,
      name,
      data,
      type,
    );
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain(text);
    expect({ rows: await fileCount(), files: storedFiles(uploads).length }).toEqual(before);
  });

  it('answers a cut-off or boundary-less multipart body with 400 and stores nothing', async () => {
    const before = await fileCount();
    for (const [type, payload] of [
      [
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      ],
      ['multipart/form-data', 'garbage'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sysFile/uploadFile',
        headers: { ...admin.headers, 'content-type': type as string, 'accept-language': 'en' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 400,
        message: expect.stringContaining('not a valid multipart body'),
      });
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await admin.post('/api/sysFile/uploadFile', {});
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain('multipart/form-data');
  });

  it('downloads with a safe file name and previews only images and PDF', async () => {
    const up = await upload(
      t.app,
      '/api/sysFile/uploadFile',
      admin.headers,
      "月报 'final';v2.csv",
      samples.text(),
    );
    expect(up.json.code).toBe(200);
    const file = up.json.result as FileOut;
    const down = await admin.post('/api/sysFile/downloadFile', { id: file.id });
    expect(down.status).toBe(200);
    expect(down.headers['content-type']).toBe('application/octet-stream');
    const disposition = String(down.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]*"/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] as string)).toBe("月报 'final';v2.csv");
    expect(down.text).toBe(samples.text().toString());
    const preview = await admin.with(IN_ENGLISH).get(`/api/sysFile/preview/${file.id}`);
    expect(preview.json.code).toBe(400);
    expect(preview.json.message).toContain('cannot be previewed');

    const pdf = (await upload(t.app, '/api/sysFile/uploadFile', admin.headers, 'invoice.pdf', samples.pdf()))
      .json.result as FileOut;
    const shown = await admin.get(`/api/sysFile/preview/${pdf.id}`);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(String(shown.headers['content-disposition'])).toMatch(/^inline; filename="invoice.pdf"/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
  });

  it('renames, deletes the row and the stored content, and keeps other tenants out', async () => {
    const file = (await upload(t.app, '/api/sysFile/uploadFile', admin.headers, 'a.pdf', samples.pdf())).json
      .result as FileOut;
    const other = (await signInNewTenantAdmin(t, 'File Other Shop', 'fileother')).admin;
    const foreign = await other.post('/api/sysFile/downloadFile', { id: file.id });
    expect(foreign.json.code).toBe(404);
    expect((await other.post('/api/sysFile/update', { id: file.id, fileName: 'x' })).json.code).toBe(404);

    const bad = await admin.post('/api/sysFile/update', { id: file.id, fileName: '../b' });
    expect(bad.json.code).toBe(400);
    expect((await admin.post('/api/sysFile/update', { id: file.id, fileName: '合同' })).json.code).toBe(200);
    const before = storedFiles(uploads).length;
    expect((await admin.post('/api/sysFile/delete', { id: file.id })).json.code).toBe(200);
    expect(storedFiles(uploads).length).toBe(before - 1);
    expect((await admin.post('/api/sysFile/delete', { id: file.id })).json.code).toBe(404);
  });

  it('sets the caller’s avatar through a signed link and removes the one it replaces', async () => {
    const first = await upload(t.app, '/api/sysFile/uploadAvatar', admin.headers, 'me.png', samples.png());
    expect(first.json.code).toBe(200);
    const a = first.json.result as FileOut;
    const user = await t.ctx.db
      .selectFrom('sysUser')
      .select('avatar')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(user.avatar).toBe(a.url);
    const anonymous = apiAs(t, null);
    const open = await anonymous.get(a.url);
    expect(open.status).toBe(200);
    expect(open.headers['content-type']).toBe('image/png');
    const forged = await anonymous.get(a.url.replace(/\/[^/]+$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(forged.json.code).toBe(404);

    const notImage = await upload(t.app, '/api/sysFile/uploadAvatar', admin.headers, 'me.pdf', samples.pdf());
    expect(notImage.json.code).toBe(400);
    const second = (
      await upload(t.app, '/api/sysFile/uploadAvatar', admin.headers, 'me2.png', samples.png(10))
    ).json.result as FileOut;
    expect((await anonymous.get(a.url)).json.code).toBe(404);
    expect((await anonymous.get(second.url)).status).toBe(200);
  });
});
