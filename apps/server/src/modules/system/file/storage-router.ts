import { AppError } from '../../../platform/http/errors.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { S3StorageSource } from '../../../plugins/storage-s3/source.ts';

/** Where a file's content goes and where it is found. */
export interface StorageRouter {
  /** the storage a new upload goes to */
  forUpload(): Promise<FileStorage>;
  /** the storage holding a stored file, by the provider and bucket recorded on its row */
  forFile(row: { provider: string; bucketName: string }): Promise<FileStorage>;
}

/**
 * New uploads go to the S3 bucket while the `storage-s3` plugin is on, to the local disk otherwise. A file is read
 * and deleted where its row says it was stored, so files uploaded before a switch (either way) keep working; an S3
 * file while the plugin is off cannot be reached and answers so.
 */
export class PluginStorageRouter implements StorageRouter {
  constructor(
    private readonly local: FileStorage,
    private readonly s3: S3StorageSource,
  ) {}

  async forUpload(): Promise<FileStorage> {
    return (await this.s3.current()) ?? this.local;
  }

  async forFile(row: { provider: string; bucketName: string }): Promise<FileStorage> {
    if (row.provider === this.local.provider) return this.local;
    const storage = row.provider === 's3' ? await this.s3.bucket(row.bucketName) : null;
    if (!storage) throw new AppError(409, 'file.storageOff', { provider: row.provider });
    return storage;
  }
}
