import type { Cache } from '../../../platform/cache/index.ts';
import { ACCESS_GENERATION_KEY } from './access-facts.ts';

/**
 * Cached answers of the per-user reads every page load asks for. They live under `perm:` so that a grant
 * change (which drops every `perm:` key) drops them too.
 */
export const loginTreeCacheKey = (userId: number) => `perm:tree:${userId}`;
export const userInfoCacheKey = (userId: number) => `perm:info:${userId}`;
const USER_INFO_PREFIX = 'perm:info:';

/**
 * Cached identity facts and who must forget them. Services call these after a change so that the next request
 * of every affected user sees it (with Redis, on every instance). Each first moves the access generation on
 * (see access-facts.ts), so an answer a request computed before the change and stores after it is never served;
 * the deletes only free the space.
 */
export class AccessCache {
  constructor(private readonly cache: Cache) {}

  /** A user's profile, roles, org or status changed. */
  async userChanged(...userIds: number[]): Promise<void> {
    await this.nextGeneration();
    await this.cache.del(
      ...userIds.flatMap((id) => [
        `principal:${id}`,
        `perm:${id}`,
        loginTreeCacheKey(id),
        userInfoCacheKey(id),
        `scope:${id}`,
      ]),
    );
  }

  /** Roles' menus, status or data scope changed, or menus themselves: recompute everyone's grants. */
  async grantsChanged(): Promise<void> {
    await this.nextGeneration();
    await Promise.all([this.cache.delByPrefix('perm:'), this.cache.delByPrefix('scope:')]);
  }

  /** The org tree changed: data scopes derived from it are stale, and so are the org names in profiles. */
  async orgsChanged(): Promise<void> {
    await this.nextGeneration();
    await Promise.all([this.cache.delByPrefix('scope:'), this.profilesChanged()]);
  }

  /** Something every profile may show changed (an org's or a position's name or type). */
  async profilesChanged(): Promise<void> {
    await this.nextGeneration();
    await this.cache.delByPrefix(USER_INFO_PREFIX);
  }

  private async nextGeneration(): Promise<void> {
    await this.cache.incr(ACCESS_GENERATION_KEY);
  }
}
