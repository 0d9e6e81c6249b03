import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets at rest (open-access secrets, plugin config secrets, WeChat tokens): AES-256-GCM under a key derived
 * from DATA_KEY. A sealed value is `v1.` + base64url(iv | tag | ciphertext); a fresh IV each time, so sealing the
 * same text twice gives different values. Opening a value sealed under another key, or altered, throws.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(dataKey: string) {
    if (dataKey.length < 32) throw new Error('DATA_KEY must have at least 32 characters');
    this.key = createHash('sha256').update(`retail-secret-box:${dataKey}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string): string {
    const [version, payload] = sealed.split('.', 2);
    if (version !== VERSION || !payload) throw new Error('not a sealed value');
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}
