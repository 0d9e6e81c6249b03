import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to a file's content that work in `<img src>` (no Authorization header): the path carries an HMAC of
 * the file id, so only someone given the link can open it and ids cannot be enumerated.
 */
export class FileLinks {
  constructor(private readonly secret: string) {}

  token(id: number): string {
    return createHmac('sha256', this.secret).update(`file:${id}`).digest('base64url').slice(0, 32);
  }

  url(id: number): string {
    return `/api/sysFile/content/${id}/${this.token(id)}`;
  }

  verify(id: number, token: string): boolean {
    const expected = Buffer.from(this.token(id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The file id a link of ours points to, if it is one. */
  idOf(url: string | null): number | undefined {
    const m = url ? /^\/api\/sysFile\/content\/(\d+)\/([\w-]+)$/.exec(url) : null;
    if (!m) return undefined;
    const id = Number(m[1]);
    return this.verify(id, m[2] as string) ? id : undefined;
  }
}
