import { createHash } from 'node:crypto';
import type { PluginHost } from '../plugin.ts';
import { STORAGE_S3_ID, type StorageS3Config } from './config.ts';
import { S3FileStorage } from './s3-storage.ts';

/** Platform plugins keep their one config under tenant 0. */
const INSTALLATION = 0;
/** how long a client made from a replaced config is kept for requests still using it */
const RETIRE_AFTER_MS = 120_000;

const fingerprint = (config: StorageS3Config) =>
  createHash('sha256').update(JSON.stringify(config)).digest('hex');

/**
 * The S3 buckets of the `storage-s3` plugin's current config. The plugin's state is asked on every call (the host
 * caches it in the shared cache), so switching it on or off, or changing the config, is seen at once on every
 * instance; a client is made once per config and bucket.
 */
export class S3StorageSource {
  private made: { fingerprint: string; buckets: Map<string, S3FileStorage> } | undefined;

  constructor(private readonly host: PluginHost) {}

  private async config(): Promise<StorageS3Config | null> {
    return this.host.configOf<StorageS3Config>(STORAGE_S3_ID, INSTALLATION);
  }

  /** The configured bucket while the plugin is on, else null. */
  async current(): Promise<S3FileStorage | null> {
    const config = await this.config();
    return config ? this.storageOf(config, config.bucket) : null;
  }

  /** A bucket (named by a stored file) reached with the plugin's current account; null while the plugin is off. */
  async bucket(name: string): Promise<S3FileStorage | null> {
    const config = await this.config();
    return config ? this.storageOf(config, name) : null;
  }

  private storageOf(config: StorageS3Config, bucket: string): S3FileStorage {
    const print = fingerprint(config);
    if (this.made?.fingerprint !== print) {
      const retired = this.made;
      if (retired) setTimeout(() => retired.buckets.forEach((s) => s.close()), RETIRE_AFTER_MS).unref();
      this.made = { fingerprint: print, buckets: new Map() };
    }
    let storage = this.made.buckets.get(bucket);
    if (!storage) {
      storage = new S3FileStorage(config, bucket);
      this.made.buckets.set(bucket, storage);
    }
    return storage;
  }

  /** Closes every client (the app is stopping). */
  close(): void {
    this.made?.buckets.forEach((s) => s.close());
    this.made = undefined;
  }
}
