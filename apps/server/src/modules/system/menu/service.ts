import { MenuType } from '@retail/contracts';
import { PLATFORM_MENU_ID } from '../../../db/seed/menus/index.ts';
import type { Cache } from '../../../platform/cache/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cachedAnswer, type JsonAnswer } from '../../../platform/http/json-answer.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import { ACCESS_GENERATION_KEY } from '../access/access-facts.ts';
import { loginTreeCacheKey } from '../access/invalidation.ts';
import type { IdentityServices } from '../identity.ts';
import { buildLoginMenuTree } from './login-tree.ts';
import { normalize, toColumns } from './node-fields.ts';
import type { MenuRepository, MenuRow } from './repository.ts';
import {
  loginMenuTreeOutput,
  type MenuAddInput,
  type MenuListQuery,
  type MenuOutput,
  type MenuUpdateInput,
} from '@retail/contracts/api/system/menu';
import { nest, subtreeIds } from './tree.ts';

/**
 * Directories and menus of the live tree. Kept under the `perm:` prefix so that
 * `accessCache.grantsChanged()` (called after every menu change) drops it with the users' grants.
 */
const ROUTES_CACHE_KEY = 'perm:menu-routes';
const ROUTES_TTL_SECONDS = 3600;

/** The sysMenu rules: the menu tree, the caller's routes and buttons, and the platform's menu edits. */
export class MenuService {
  private readonly writes: AuditedWrites<'sysMenu', MenuRow>;

  constructor(
    private readonly repo: MenuRepository,
    private readonly identity: IdentityServices,
    private readonly cache: Cache,
    audit: AuditLog,
    ids: IdGenerator,
    private readonly timeZone: string,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'sys_menu', audit, ids });
  }

  // ---- reads -------------------------------------------------------------------------------------------

  private async routeRows(caller: Principal): Promise<MenuRow[]> {
    const cached = await this.cache.get<MenuRow[]>(ROUTES_CACHE_KEY);
    if (cached) return cached;
    const rows = await this.repo.routes(caller.tenantId);
    await this.cache.set(ROUTES_CACHE_KEY, rows, ROUTES_TTL_SECONDS);
    return rows;
  }

  /**
   * The caller's routes: granted directories and menus plus their ancestors, without buttons. A node shows
   * only when it and every ancestor up to the root are enabled.
   */
  loginMenuTree(principal: Principal): Promise<JsonAnswer> {
    const key = loginTreeCacheKey(principal.userId);
    return cachedAnswer(
      this.cache,
      key,
      ROUTES_TTL_SECONDS,
      ACCESS_GENERATION_KEY,
      loginMenuTreeOutput,
      async () => {
        const [grants, routes] = await Promise.all([
          this.identity.permissions.grants(principal),
          this.routeRows(principal),
        ]);
        return buildLoginMenuTree(routes, grants.menuIds);
      },
    );
  }

  /**
   * The paths of every live directory and menu, whoever holds them: the web tells a screen the caller may not
   * open (the no-access page) from an address that is no screen at all (the not-found page).
   */
  async routePaths(caller: Principal): Promise<string[]> {
    const paths = (await this.routeRows(caller)).map((row) => row.path?.trim()).filter((path) => !!path);
    return [...new Set(paths as string[])];
  }

  async ownButtonCodes(principal: Principal): Promise<string[]> {
    return (await this.identity.permissions.grants(principal)).codes;
  }

  /** With a filter: a flat list (title contains, exact type); without: the whole tree including buttons. */
  async list(actor: Actor, query: MenuListQuery): Promise<MenuOutput[]> {
    const title = query.title?.trim();
    if (title || query.type !== undefined) {
      const rows = await this.repo.search(actor.tenantId, { title: title || undefined, type: query.type });
      return rows.map((r) => this.toOutput(r, []));
    }
    const rows = await this.repo.all(actor.tenantId);
    return nest<MenuRow, MenuOutput>(rows, (row, children) => this.toOutput(row, children), true);
  }

  private toOutput(row: MenuRow, children: MenuOutput[]): MenuOutput {
    return {
      ...row,
      isIframe: row.isIframe === 1,
      isHide: row.isHide === 1,
      isKeepAlive: row.isKeepAlive === 1,
      isAffix: row.isAffix === 1,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
      children,
    };
  }

  // ---- writes (platform actions) ------------------------------------------------------------------------

  async add(actor: Actor, input: MenuAddInput): Promise<number> {
    const fields = normalize(input);
    await this.checkParent(actor, fields.pid, fields.type);
    await this.checkUnique(actor, fields);
    const id = await this.writes.add(actor, toColumns(fields));
    await this.identity.accessCache.grantsChanged();
    return id;
  }

  async update(actor: Actor, input: MenuUpdateInput): Promise<void> {
    const { id, ...rest } = input;
    const current = await this.writes.found(actor, id);
    const fields = normalize(rest);
    if (id === PLATFORM_MENU_ID && (fields.pid !== current.pid || fields.type !== current.type)) {
      throw new AppError(400, 'menu.platformRoot');
    }
    if (
      fields.type === MenuType.Button &&
      current.type !== MenuType.Button &&
      (await this.repo.hasChildren(actor.tenantId, id))
    ) {
      throw new AppError(400, 'menu.buttonWithChildren');
    }
    await this.checkParent(actor, fields.pid, fields.type, id);
    await this.checkUnique(actor, fields, id);
    // moved into the platform area: it can no longer be part of any tenant's or role's grant
    const leaveGrants = async (trx: Db) => {
      const links = await this.repo.links(actor.tenantId, trx);
      if (subtreeIds(links, PLATFORM_MENU_ID).includes(id)) {
        await this.repo.unlink(actor.tenantId, subtreeIds(links, id), trx);
      }
    };
    const moved = fields.pid !== current.pid;
    await this.writes.update(actor, current, toColumns(fields), moved ? leaveGrants : undefined);
    await this.identity.accessCache.grantsChanged();
  }

  /** Soft-deletes the node and all its descendants and removes them from every role and tenant grant. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.writes.found(actor, id);
    if (id === PLATFORM_MENU_ID) throw new AppError(400, 'menu.platformRoot');
    const rows = await this.repo.all(actor.tenantId);
    const doomed = new Set(subtreeIds(rows, id));
    const subtree = rows.filter((row) => doomed.has(row.id));
    await this.writes.deleteAll(actor, subtree, (trx) => this.repo.unlink(actor.tenantId, [...doomed], trx));
    await this.identity.accessCache.grantsChanged();
  }

  private async checkParent(actor: Actor, pid: number, type: number, selfId?: number): Promise<void> {
    if (pid === 0) {
      if (type === MenuType.Button) throw new AppError(400, 'menu.buttonNeedsParent');
      return;
    }
    if (selfId !== undefined && pid === selfId) throw new AppError(400, 'menu.parentIsSelf');
    const parent = await this.repo.findById(actor.tenantId, pid);
    if (!parent) throw new AppError(400, 'menu.parentMissing');
    if (parent.type === MenuType.Button) throw new AppError(400, 'menu.parentIsButton');
    if (selfId !== undefined && subtreeIds(await this.repo.links(actor.tenantId), selfId).includes(pid)) {
      throw new AppError(400, 'menu.parentIsDescendant');
    }
  }

  /** A button's permission code, or a directory's or menu's route name, is held by one node at most. */
  private async checkUnique(actor: Actor, fields: MenuAddInput, selfId?: number): Promise<void> {
    const unique =
      fields.type === MenuType.Button ? { permission: fields.permission } : { name: fields.name };
    await refuseTaken(this.repo, actor.tenantId, unique, selfId);
  }
}
