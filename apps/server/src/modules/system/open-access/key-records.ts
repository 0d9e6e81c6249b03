import type { Cache } from '../../../platform/cache/index.ts';
import type { KeyRecord, OpenAccessRepository } from './repository.ts';

const RECORD_TTL_SECONDS = 300;
/** Outlives every record stored under an older generation. */
const GENERATION_TTL_SECONDS = 3600;

interface Stored {
  g: number;
  v: KeyRecord | null;
}

const recordKey = (accessKey: string) => `oa:key:${accessKey}`;
const generationKey = (accessKey: string) => `oa:gen:${accessKey}`;

/**
 * The key records signed calls are checked against, in the shared cache (Redis when set: one instance's change
 * is seen by all). A change moves the key's generation on before dropping the record, so a record a call read
 * before the change and stores after it is never served (the pattern of access-facts.ts).
 */
export class KeyRecords {
  constructor(
    private readonly cache: Cache,
    private readonly repo: OpenAccessRepository,
  ) {}

  async find(accessKey: string): Promise<KeyRecord | null> {
    const [generation, stored] = await Promise.all([
      this.cache.get<number>(generationKey(accessKey)),
      this.cache.get<Stored>(recordKey(accessKey)),
    ]);
    const g = generation ?? 0;
    if (stored && stored.g === g) return stored.v;
    const record = await this.repo.byAccessKey(accessKey);
    await this.cache.set(recordKey(accessKey), { g, v: record } satisfies Stored, RECORD_TTL_SECONDS);
    return record;
  }

  /** After a key was added, changed, disabled, rotated or deleted. */
  async changed(accessKey: string): Promise<void> {
    await this.cache.incr(generationKey(accessKey), GENERATION_TTL_SECONDS);
    await this.cache.del(recordKey(accessKey));
  }
}
