import type { Cache } from './cache.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

/** Single-process cache with lazy expiry and a periodic sweep. */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepMs = 60_000) {
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.value) as T) : undefined;
  }

  async set(key: string, value: unknown, ttlSeconds?: number): Promise<void> {
    await this.setJson(key, JSON.stringify(value), ttlSeconds);
  }

  async getJson(key: string): Promise<string | undefined> {
    return this.live(key)?.value;
  }

  async setJson(key: string, json: string, ttlSeconds?: number): Promise<void> {
    this.store(key, json, ttlSeconds);
  }

  /** Synchronous, so that a check before it and the write are one step (no other call runs in between). */
  private store(key: string, json: string, ttlSeconds: number | undefined): void {
    const expiresAt = ttlSeconds ? Date.now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY;
    this.entries.set(key, { value: json, expiresAt });
  }

  async add(key: string, value: unknown, ttlSeconds?: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.store(key, JSON.stringify(value), ttlSeconds);
    return true;
  }

  async take<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return JSON.parse(entry.value) as T;
  }

  async del(...keys: string[]): Promise<number> {
    let n = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) n++;
    return n;
  }

  async delByPrefix(prefix: string): Promise<number> {
    const keys = await this.keys(prefix);
    return this.del(...keys);
  }

  async keys(prefix = ''): Promise<string[]> {
    return [...this.entries.keys()].filter((k) => k.startsWith(prefix) && this.live(k)).sort();
  }

  async incr(key: string, ttlSeconds?: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(JSON.parse(entry.value)) : 0) + 1;
    const expiresAt = ttlSeconds
      ? Date.now() + ttlSeconds * 1000
      : (entry?.expiresAt ?? Number.POSITIVE_INFINITY);
    this.entries.set(key, { value: String(next), expiresAt });
    return next;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
