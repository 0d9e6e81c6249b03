import { z } from 'zod';

export const STORAGE_S3_ID = 'storage-s3';

const text = (max: number) => z.string().trim().min(1).max(max);

/** An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, ...) for the installation's uploaded files. */
export const storageS3Config = z.object({
  /** the service address for a store other than AWS (MinIO, OSS); empty for AWS S3 itself */
  endpoint: z.union([z.url({ protocol: /^https?$/ }).max(256), z.literal('')]).optional(),
  region: text(64).default('us-east-1'),
  /** S3 bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens */
  bucket: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: '3-63 lower-case letters, digits, "." or "-"' }),
  accessKeyId: text(128),
  secretAccessKey: text(256),
  /** bucket in the path (`endpoint/bucket/key`) instead of the host name: MinIO and most self-hosted stores */
  forcePathStyle: z.boolean().default(false),
});

export type StorageS3Config = z.output<typeof storageS3Config>;
