import { MenuType, Status } from '@retail/contracts';
import type { Insertable } from 'kysely';
import type { SysMenuTable } from '../../../db/schema.ts';
import { PLATFORM_MENU_ID } from '../../../db/seed/menus/index.ts';
import type { Cache } from '../../../platform/cache/index.ts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import { cachedAnswer, type JsonAnswer } from '../../../platform/http/json-answer.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { ACCESS_GENERATION_KEY } from '../access/access-facts.ts';
import { loginTreeCacheKey } from '../access/invalidation.ts';
import type { IdentityServices } from '../identity.ts';
import type { MenuRepository, MenuRow } from './repository.ts';
import {
  type LoginMenuNode,
  loginMenuTreeOutput,
  type MenuAddInput,
  type MenuListQuery,
  type MenuOutput,
  type MenuUpdateInput,
} from '@retail/contracts/api/system/menu';
import { ancestorIds, nest, subtreeIds } from './tree.ts';

/**
 * Directories and menus of the live tree. Kept under the `perm:` prefix so that
 * `accessCache.grantsChanged()` (called after every menu change) drops it with the users' grants.
 */
const ROUTES_CACHE_KEY = 'perm:menu-routes';
const ROUTES_TTL_SECONDS = 3600;

/** A path with a parameter segment (`/detail/:id`) is a dynamic route (spec §2). */
const DYNAMIC_SEGMENT = /\/:[^/]/;

type MenuFields = MenuAddInput;

/** The sysMenu rules: the menu tree, the caller's routes and buttons, and the platform's menu edits. */
export class MenuService {
  constructor(
    private readonly repo: MenuRepository,
    private readonly identity: IdentityServices,
    private readonly cache: Cache,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
  ) {}

  // ---- reads -------------------------------------------------------------------------------------------

  private async routeRows(): Promise<MenuRow[]> {
    const cached = await this.cache.get<MenuRow[]>(ROUTES_CACHE_KEY);
    if (cached) return cached;
    const rows = await this.repo.routes();
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
          this.routeRows(),
        ]);
        return buildLoginMenuTree(routes, grants.menuIds);
      },
    );
  }

  /**
   * The paths of every live directory and menu, whoever holds them: the web tells a screen the caller may not
   * open (the no-access page) from an address that is no screen at all (the not-found page).
   */
  async routePaths(): Promise<string[]> {
    const paths = (await this.routeRows()).map((row) => row.path?.trim()).filter((path) => !!path);
    return [...new Set(paths as string[])];
  }

  async ownButtonCodes(principal: Principal): Promise<string[]> {
    return (await this.identity.permissions.grants(principal)).codes;
  }

  /** With a filter: a flat list (title contains, exact type); without: the whole tree including buttons. */
  async list(query: MenuListQuery): Promise<MenuOutput[]> {
    const title = query.title?.trim();
    if (title || query.type !== undefined) {
      const rows = await this.repo.search({ title: title || undefined, type: query.type });
      return rows.map((r) => this.toOutput(r, []));
    }
    const rows = await this.repo.all();
    return nest<MenuRow, MenuOutput>(rows, (row, children) => this.toOutput(row, children), true);
  }

  private toOutput(row: MenuRow, children: MenuOutput[]): MenuOutput {
    return {
      id: row.id,
      pid: row.pid,
      type: row.type,
      name: row.name,
      path: row.path,
      component: row.component,
      redirect: row.redirect,
      permission: row.permission,
      title: row.title,
      icon: row.icon,
      isIframe: row.isIframe === 1,
      outLink: row.outLink,
      isHide: row.isHide === 1,
      isKeepAlive: row.isKeepAlive === 1,
      isAffix: row.isAffix === 1,
      orderNo: row.orderNo,
      status: row.status,
      remark: row.remark,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
      children,
    };
  }

  // ---- writes (platform actions) ------------------------------------------------------------------------

  async add(actor: Actor, input: MenuAddInput): Promise<number> {
    const fields = normalize(input);
    await this.checkParent(fields.pid, fields.type);
    await this.checkUnique(fields);
    const id = this.ids.next();
    const row: Insertable<SysMenuTable> = { id, ...toColumns(fields), ...auditInsert(actor) };
    await this.repo.insert(row);
    recordDiff(this.audit, actor, { table: 'sys_menu', rowId: id, type: 'insert', after: row });
    await this.identity.accessCache.grantsChanged();
    return id;
  }

  async update(actor: Actor, input: MenuUpdateInput): Promise<void> {
    const { id, ...rest } = input;
    const current = await this.repo.findById(id);
    if (!current) throw notFound();
    const fields = normalize(rest);
    if (id === PLATFORM_MENU_ID && (fields.pid !== current.pid || fields.type !== current.type)) {
      throw new AppError(400, 'menu.platformRoot');
    }
    if (
      fields.type === MenuType.Button &&
      current.type !== MenuType.Button &&
      (await this.repo.hasChildren(id))
    ) {
      throw new AppError(400, 'menu.buttonWithChildren');
    }
    await this.checkParent(fields.pid, fields.type, id);
    await this.checkUnique(fields, id);
    const changes = toColumns(fields);
    await this.repo.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      await repo.update(id, { ...changes, ...auditUpdate(actor) });
      if (fields.pid !== current.pid) {
        // moved into the platform area: it can no longer be part of any tenant's or role's grant
        const links = await repo.links();
        if (subtreeIds(links, PLATFORM_MENU_ID).includes(id)) await repo.unlink(subtreeIds(links, id));
      }
    });
    recordDiff(this.audit, actor, {
      table: 'sys_menu',
      rowId: id,
      type: 'update',
      before: current,
      after: { ...current, ...changes },
    });
    await this.identity.accessCache.grantsChanged();
  }

  /** Soft-deletes the node and all its descendants and removes them from every role and tenant grant. */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.repo.findById(id);
    if (!current) throw notFound();
    if (id === PLATFORM_MENU_ID) throw new AppError(400, 'menu.platformRoot');
    const rows = await this.repo.all();
    const ids = subtreeIds(rows, id);
    await this.repo.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      await repo.softDelete(ids, auditUpdate(actor));
      await repo.unlink(ids);
    });
    const doomed = new Set(ids);
    for (const row of rows) {
      if (doomed.has(row.id)) {
        recordDiff(this.audit, actor, {
          table: 'sys_menu',
          rowId: row.id,
          type: 'delete',
          before: row,
        });
      }
    }
    await this.identity.accessCache.grantsChanged();
  }

  private async checkParent(pid: number, type: number, selfId?: number): Promise<void> {
    if (pid === 0) {
      if (type === MenuType.Button) throw new AppError(400, 'menu.buttonNeedsParent');
      return;
    }
    if (selfId !== undefined && pid === selfId) throw new AppError(400, 'menu.parentIsSelf');
    const parent = await this.repo.findById(pid);
    if (!parent) throw new AppError(400, 'menu.parentMissing');
    if (parent.type === MenuType.Button) throw new AppError(400, 'menu.parentIsButton');
    if (selfId !== undefined && subtreeIds(await this.repo.links(), selfId).includes(pid)) {
      throw new AppError(400, 'menu.parentIsDescendant');
    }
  }

  private async checkUnique(fields: MenuFields, selfId?: number): Promise<void> {
    if (fields.type === MenuType.Button) {
      const permission = fields.permission as string;
      const holder = await this.repo.buttonWithPermission(permission);
      if (holder !== undefined && holder !== selfId) throw duplicate('permission', permission);
    } else if (fields.name) {
      const holder = await this.repo.routeWithName(fields.name);
      if (holder !== undefined && holder !== selfId) throw duplicate('name', fields.name);
    }
  }
}

const blank = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/** The template's rules per node type: buttons carry only a permission; directories and menus a route. */
function normalize(input: MenuAddInput): MenuFields {
  if (input.type === MenuType.Button) {
    const permission = blank(input.permission);
    if (!permission) throw new AppError(400, 'menu.permissionRequired');
    return {
      ...input,
      permission,
      name: null,
      path: null,
      component: null,
      redirect: null,
      outLink: null,
      icon: null,
      isIframe: false,
      isHide: false,
      isKeepAlive: true,
      isAffix: false,
    };
  }
  const path = blank(input.path);
  if (!path) throw new AppError(400, 'menu.pathRequired');
  return {
    ...input,
    path,
    permission: null,
    name: blank(input.name),
    component: blank(input.component),
    redirect: blank(input.redirect),
    outLink: blank(input.outLink),
    icon: blank(input.icon),
  };
}

function toColumns(f: MenuFields) {
  return {
    pid: f.pid,
    type: f.type,
    name: blank(f.name),
    path: blank(f.path),
    component: blank(f.component),
    redirect: blank(f.redirect),
    permission: blank(f.permission),
    title: f.title,
    icon: blank(f.icon),
    isIframe: f.isIframe ? 1 : 0,
    outLink: blank(f.outLink),
    isHide: f.isHide ? 1 : 0,
    isKeepAlive: f.isKeepAlive ? 1 : 0,
    isAffix: f.isAffix ? 1 : 0,
    orderNo: f.orderNo,
    status: f.status,
    remark: blank(f.remark),
  };
}

/** Builds the route tree of a grant from the live directories and menus (already in display order). */
export function buildLoginMenuTree(
  routes: readonly MenuRow[],
  grantedIds: readonly number[],
): LoginMenuNode[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const wanted = new Set<number>();
  for (const id of grantedIds) {
    if (!byId.has(id) || wanted.has(id)) continue;
    wanted.add(id);
    for (const a of ancestorIds(byId, id)) wanted.add(a);
  }
  const shown = new Map<number, boolean>();
  const visible = (id: number): boolean => {
    const known = shown.get(id);
    if (known !== undefined) return known;
    shown.set(id, false); // guards against cycles in bad data
    const row = byId.get(id);
    const ok = !!row && row.status === Status.Enable && (row.pid === 0 || visible(row.pid));
    shown.set(id, ok);
    return ok;
  };
  const rows = routes.filter((r) => wanted.has(r.id) && visible(r.id));
  return nest<MenuRow, LoginMenuNode>(
    rows,
    (row, children) => {
      const path = row.path ?? '';
      return {
        id: row.id,
        pid: row.pid,
        path,
        name: row.name,
        component: row.component,
        redirect: row.redirect,
        meta: {
          title: row.title,
          icon: row.icon ?? '',
          isLink: row.outLink ?? '',
          isHide: row.isHide === 1,
          isKeepAlive: row.isKeepAlive === 1,
          isAffix: row.isAffix === 1,
          isIframe: row.isIframe === 1,
          isDynamic: DYNAMIC_SEGMENT.test(path),
          isDynamicPath: path,
        },
        children,
      };
    },
    false,
  );
}
