/** Shared cache: in-process by default, Redis when REDIS_URL is set (DESIGN.md §7). Values are JSON. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds?: number): Promise<void>;
  /** The stored JSON text of a value, unparsed (hot answers sent as they are). */
  getJson(key: string): Promise<string | undefined>;
  /** Stores a value already serialised to JSON; `get` of the key parses it. */
  setJson(key: string, json: string, ttlSeconds?: number): Promise<void>;
  /** Stores a value only when the key holds none (atomic); true when it was stored. */
  add(key: string, value: unknown, ttlSeconds?: number): Promise<boolean>;
  /** Reads and deletes a value in one atomic step: of concurrent callers only one gets it. */
  take<T>(key: string): Promise<T | undefined>;
  del(...keys: string[]): Promise<number>;
  delByPrefix(prefix: string): Promise<number>;
  keys(prefix?: string): Promise<string[]>;
  /** Atomic increment; the TTL is (re)set on every call when given. */
  incr(key: string, ttlSeconds?: number): Promise<number>;
  close(): Promise<void>;
}
