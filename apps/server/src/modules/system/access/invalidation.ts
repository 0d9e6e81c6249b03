import type { Cache } from '../../../platform/cache/index.ts';

/** A user's built menu route tree (asked for on every page load), dropped with the user's grants. */
export const loginTreeCacheKey = (userId: number) => `perm:tree:${userId}`;

/**
 * Cached identity facts and who must forget them. Services call these after a change so that the next request
 * of every affected user sees it (with Redis, on every instance).
 */
export class AccessCache {
  constructor(private readonly cache: Cache) {}

  /** A user's profile, roles, org or status changed. */
  async userChanged(...userIds: number[]): Promise<void> {
    await this.cache.del(
      ...userIds.flatMap((id) => [`principal:${id}`, `perm:${id}`, loginTreeCacheKey(id), `scope:${id}`]),
    );
  }

  /** Roles' menus, status or data scope changed, or menus themselves: recompute everyone's grants. */
  async grantsChanged(): Promise<void> {
    await Promise.all([this.cache.delByPrefix('perm:'), this.cache.delByPrefix('scope:')]);
  }

  /** The org tree changed: data scopes derived from it are stale. */
  async orgsChanged(): Promise<void> {
    await this.cache.delByPrefix('scope:');
  }
}
