import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { lazyRequire } from '../../platform/runtime/lazy-require.ts';
import { ContentMissing, type FileStorage } from '../../platform/storage/file-storage.ts';
import type { StorageS3Config } from './config.ts';

// the SDK is large: loaded when the first S3 client is made, not at start
const s3 = lazyRequire<typeof S3>('@aws-sdk/client-s3');

/** An SDK failure that means the object is not there becomes ContentMissing; others are the store's. */
const missingAs = (key: string) => (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  throw e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404 ? new ContentMissing(key) : error;
};

/** Files as objects of one bucket of an S3-compatible store; keys are the same relative paths as on disk. */
export class S3FileStorage implements FileStorage {
  readonly provider = 's3';
  readonly bucket: string;
  private readonly client: S3.S3Client;

  constructor(config: StorageS3Config, bucket = config.bucket) {
    this.bucket = bucket;
    this.client = new (s3().S3Client)({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // S3-compatible stores (OSS, older MinIO, s3rver) do not all know the SDK's default CRC32 checksums
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new (s3().PutObjectCommand)({ Bucket: this.bucket, Key: key, Body: data }));
  }

  /** The object's answer: the request (and a missing key's 404) completes here, only the body streams later. */
  private async object(key: string): Promise<Readable> {
    const answer = await this.client
      .send(new (s3().GetObjectCommand)({ Bucket: this.bucket, Key: key }))
      .catch(missingAs(key));
    if (!(answer.Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
    return answer.Body;
  }

  async get(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.object(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  stream(key: string): Promise<Readable> {
    return this.object(key);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's connections (when the config it was made from has changed). */
  close(): void {
    this.client.destroy();
  }
}
