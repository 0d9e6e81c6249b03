import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentMissing } from '../../src/platform/storage/file-storage.ts';
import { storageS3Config } from '../../src/plugins/storage-s3/config.ts';
import { S3FileStorage } from '../../src/plugins/storage-s3/s3-storage.ts';
import { backUp } from '../support/backups.ts';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { samples, upload } from '../support/multipart.ts';
import { enablePlatformPlugin } from '../support/plugins.ts';
import { S3RVER_KEY, type S3Server, startS3Server } from '../support/s3-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface FileOut {
  id: number;
  url: string;
  provider: string;
  bucketName: string;
}

const storedOnDisk = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

describe.each(databaseKinds())('file storage through the storage-s3 plugin on %s', (kind) => {
  let t: TestApp;
  let s3: S3Server;
  let bucket: S3FileStorage;
  let admin: Api;
  let superadmin: Api;
  let pluginRow: number;
  let uploads: string;
  let localFile: FileOut;
  let s3File: FileOut;
  const s3Config = () => ({ endpoint: s3.endpoint, bucket: s3.bucket, forcePathStyle: true, ...S3RVER_KEY });

  const send = async (name: string, data: Buffer, url = '/api/sysFile/uploadFile') => {
    const res = await upload(t.app, url, admin.headers, name, data);
    expect(res.json.code, res.json.message).toBe(200);
    return res.json.result as FileOut;
  };
  const download = async (id: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysFile/downloadFile',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
    return { status: res.statusCode, body: res.rawPayload };
  };
  const keyOf = async (id: number) =>
    (await t.ctx.db.selectFrom('sysFile').select('filePath').where('id', '=', id).executeTakeFirstOrThrow())
      .filePath;

  beforeAll(async () => {
    s3 = await startS3Server(`retail-${kind}`);
    bucket = new S3FileStorage(storageS3Config.parse(s3Config()));
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin');
    superadmin = await signInAs(t, 'superadmin');
    uploads = join(t.config.dataDir, 'uploads');
  });
  afterAll(async () => {
    bucket?.close();
    await t?.close();
    await s3?.close();
  });

  it('stores new uploads in the bucket once enabled, not on the local disk', async () => {
    localFile = await send('before.png', samples.png(100));
    expect(localFile).toMatchObject({ provider: 'local', bucketName: 'uploads' });
    expect(storedOnDisk(uploads)).toBe(1);

    pluginRow = await enablePlatformPlugin(superadmin, 'storage-s3', s3Config());
    const png = samples.png(3000);
    s3File = await send('after.png', png);
    expect(s3File).toMatchObject({ provider: 's3', bucketName: s3.bucket });
    expect(storedOnDisk(uploads)).toBe(1);
    expect(await bucket.get(await keyOf(s3File.id))).toEqual(png);

    const down = await download(s3File.id);
    expect(down.status).toBe(200);
    expect(down.body).toEqual(png);
    // the signed link (avatars, images in notices) reads the bucket too
    const linked = await t.app.inject({ method: 'GET', url: s3File.url });
    expect(linked.rawPayload).toEqual(png);
  });

  it('still downloads a file uploaded before the switch', async () => {
    const down = await download(localFile.id);
    expect(down.status).toBe(200);
    expect(down.body).toEqual(samples.png(100));
  });

  it('deletes the object with the file', async () => {
    const doomed = await send('doomed.pdf', samples.pdf());
    const key = await keyOf(doomed.id);
    expect(await bucket.get(key)).toEqual(samples.pdf());
    expect((await admin.post('/api/sysFile/delete', { id: doomed.id })).json.code).toBe(200);
    await expect(bucket.get(key)).rejects.toBeInstanceOf(ContentMissing);
  });

  it('tests the bucket from the plugins screen', async () => {
    const tested = await superadmin.post('/api/sysPlugin/testConfig', { id: pluginRow });
    expect(tested.json.code).toBe(200);
    expect(tested.json.result).toEqual(expect.stringContaining(s3.bucket));
  });

  it('backs up with files while some are in the bucket', async () => {
    // archives hold the local files only (docs/decisions.md); the bucket's object is skipped, not an error
    const row = await backUp(superadmin, { includeFiles: true });
    expect(row.status).toBe('succeeded');
  });

  it('goes back to the local disk when disabled; bucket files then say why they cannot be read', async () => {
    expect((await superadmin.post('/api/sysPlugin/update', { id: pluginRow, status: 2 })).json.code).toBe(
      200,
    );
    const back = await send('back.png', samples.png(20));
    expect(back.provider).toBe('local');
    expect(storedOnDisk(uploads)).toBe(2);
    const off = await admin.with(IN_ENGLISH).post('/api/sysFile/downloadFile', { id: s3File.id });
    expect(off.json.code).toBe(409);
    expect(off.json.message).toContain('turned off');
    expect((await download(localFile.id)).body).toEqual(samples.png(100));
    const anonymous = apiAs(t, null);
    expect((await anonymous.get(back.url)).status).toBe(200);
  });
});
