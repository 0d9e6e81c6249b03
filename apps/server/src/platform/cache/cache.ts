/** Shared cache: in-process by default, Redis when REDIS_URL is set (DESIGN.md §7). Values are JSON. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds?: number): Promise<void>;
  del(...keys: string[]): Promise<number>;
  delByPrefix(prefix: string): Promise<number>;
  keys(prefix?: string): Promise<string[]>;
  /** Atomic increment; the TTL is (re)set on every call when given. */
  incr(key: string, ttlSeconds?: number): Promise<number>;
  close(): Promise<void>;
}
