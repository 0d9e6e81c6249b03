import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/http/errors.ts';
import { texts } from '../../platform/i18n/define-messages.ts';
import { definePlugin } from '../plugin.ts';
import { STORAGE_S3_ID, storageS3Config } from './config.ts';
import { S3FileStorage } from './s3-storage.ts';

const PROBE = Buffer.from('retail storage probe\n');

/** What went wrong in a probe step, without the account or secret (SDK errors carry neither). */
const failure = (bucket: string, step: string, error: unknown) =>
  new AppError(400, 'storageS3.probeFailed', {
    bucket,
    step,
    detail: `${(error as Error).name}: ${(error as Error).message}`.slice(0, 200),
  });

/** Uploaded files in an S3-compatible bucket, shared by every instance of the installation. */
export const storageS3Plugin = definePlugin({
  id: STORAGE_S3_ID,
  version: '1.0.0',
  name: texts('S3 兼容文件存储', 'S3-compatible file storage', 'S3 相容檔案儲存'),
  description: texts(
    '启用后新上传的文件存入 S3 兼容存储（AWS S3、MinIO、阿里云 OSS 等），多个实例共用；已有文件仍从原位置读取',
    'While on, new uploads go to an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, ...) shared by every instance; existing files are still read from where they were stored',
    '啟用後新上傳的檔案存入 S3 相容儲存（AWS S3、MinIO、阿里雲 OSS 等），多個實例共用；已有檔案仍從原位置讀取',
  ),
  scope: 'platform',
  configSchema: storageS3Config,
  secretKeys: ['secretAccessKey'],
  migrations: [],
  menuIds: [],
  test: async (config) => {
    const storage = new S3FileStorage(config);
    const key = `probe/${randomUUID()}.txt`;
    const step = async <T>(name: string, run: () => Promise<T>) => {
      try {
        return await run();
      } catch (error) {
        throw failure(config.bucket, name, error);
      }
    };
    try {
      await step('put', () => storage.put(key, PROBE));
      const read = await step('get', () => storage.get(key));
      if (!read.equals(PROBE)) throw failure(config.bucket, 'get', new Error('the object read back differs'));
      await step('delete', () => storage.delete(key));
      return `OK: ${config.bucket}`;
    } finally {
      storage.close();
    }
  },
});
