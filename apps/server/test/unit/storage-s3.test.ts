import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../src/platform/http/errors.ts';
import { ContentMissing } from '../../src/platform/storage/file-storage.ts';
import { type StorageS3Config, storageS3Config } from '../../src/plugins/storage-s3/config.ts';
import { storageS3Plugin } from '../../src/plugins/storage-s3/index.ts';
import { S3FileStorage } from '../../src/plugins/storage-s3/s3-storage.ts';
import { S3RVER_KEY, type S3Server, startS3Server } from '../support/s3-server.ts';

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('the storage-s3 plugin against an S3-compatible server', () => {
  let server: S3Server;
  let config: StorageS3Config;

  beforeAll(async () => {
    server = await startS3Server('retail-unit');
    config = storageS3Config.parse({
      endpoint: server.endpoint,
      bucket: server.bucket,
      forcePathStyle: true,
      ...S3RVER_KEY,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('validates the config and names the field', () => {
    const bad = storageS3Config.safeParse({ ...config, bucket: 'Not_A_Bucket' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['bucket']);
    expect(storageS3Config.safeParse({ ...config, endpoint: 'file:///etc' }).success).toBe(false);
    // an empty endpoint means AWS itself
    expect(storageS3Config.safeParse({ ...config, endpoint: '' }).success).toBe(true);
    expect(config.region).toBe('us-east-1');
    expect(storageS3Plugin.secretKeys).toEqual(['secretAccessKey']);
  });

  it('puts, reads, streams and deletes an object', async () => {
    const storage = new S3FileStorage(config);
    const data = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await storage.put('file/2026/01/02/1.bin', data);
    expect(await storage.get('file/2026/01/02/1.bin')).toEqual(data);
    expect(await read(await storage.stream('file/2026/01/02/1.bin'))).toEqual(data);
    await storage.delete('file/2026/01/02/1.bin');
    await expect(storage.get('file/2026/01/02/1.bin')).rejects.toBeInstanceOf(ContentMissing);
    await expect(storage.stream('file/2026/01/02/1.bin')).rejects.toBeInstanceOf(ContentMissing);
    // deleting what is not there is not an error
    await storage.delete('file/2026/01/02/1.bin');
    storage.close();
  });

  it('test() probes the bucket and says which step failed', async () => {
    expect(await storageS3Plugin.test?.(config, { tenantId: 0 })).toBe('OK: retail-unit');
    await expect(
      storageS3Plugin.test?.({ ...config, bucket: 'no-such-bucket' }, { tenantId: 0 }),
    ).rejects.toMatchObject({
      key: 'storageS3.probeFailed',
      params: { bucket: 'no-such-bucket', step: 'put' },
    });
    // s3rver checks the account (not SigV4 signatures): an unknown key is refused like a wrong secret on S3
    const wrongAccount = await storageS3Plugin
      .test?.(
        { ...config, accessKeyId: 'NOT-AN-ACCOUNT', secretAccessKey: 'not-the-secret' },
        { tenantId: 0 },
      )
      .catch((e: unknown) => e);
    expect(wrongAccount).toMatchObject({ key: 'storageS3.probeFailed', params: { step: 'put' } });
    expect((wrongAccount as AppError).params.detail).toContain('InvalidAccessKeyId');
    expect(JSON.stringify(wrongAccount)).not.toContain('not-the-secret');
  });
});
