import { AccountType, Status } from '@retail/contracts';
import type {
  OpenAccessAddInput,
  OpenAccessOutput,
  OpenAccessPageInput,
  OpenAccessScopeOutput,
  OpenAccessSecretOutput,
  OpenAccessUpdateInput,
  OpenApiPingOutput,
  SignHelpOutput,
} from '@retail/contracts/api/system/open-access';
import {
  NONCE_PATTERN,
  SIGN_HEADERS,
  SIGN_WINDOW_SECONDS,
} from '@retail/contracts/api/system/open-access-sign';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime, parseLocalTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { RouteEntry } from '../../../platform/http/route.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { PermissionService } from '../access/permissions.ts';
import type { PrincipalLoader } from '../access/principals.ts';
import { firstInvalidEntry } from './ip-allowlist.ts';
import type { KeyRecords } from './key-records.ts';
import { hintOf, newAccessKey, newSecret } from './key-material.ts';
import { openRoutes } from './open-routes.ts';
import type { OpenAccessListRow, OpenAccessRepository, OpenAccessRow } from './repository.ts';

/** What the difference log keeps of a key: never the sealed secret, nor its use. */
const snapshot = (row: OpenAccessRow) => ({
  accessKey: row.accessKey,
  secretHint: row.secretHint,
  bindUserId: row.bindUserId,
  scopes: JSON.parse(row.scopes) as unknown,
  allowedIps: JSON.parse(row.allowedIps) as unknown,
  status: row.status,
  expireTime: row.expireTime,
  remark: row.remark,
});

const distinct = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()))];

export interface OpenAccessServiceDeps {
  repo: OpenAccessRepository;
  keys: KeyRecords;
  secrets: SecretBox;
  principals: PrincipalLoader;
  permissions: PermissionService;
  audit: AuditLog;
  ids: IdGenerator;
  /** the catalogue of declared routes, read when asked (it fills as modules register) */
  routes: readonly RouteEntry[];
  timeZone: string;
  maxPageSize: number;
}

/**
 * API keys of the caller's tenant, each acting as one of its users. The secret is answered once, by add and by
 * rotation, and kept sealed with DATA_KEY; every change drops the shared cached record signed calls use.
 */
export class OpenAccessService {
  private readonly writes: AuditedWrites<'sysOpenAccess', OpenAccessRow>;

  constructor(private readonly deps: OpenAccessServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_open_access',
      audit: deps.audit,
      ids: deps.ids,
      snapshot,
    });
  }

  private toOutput(row: OpenAccessListRow): OpenAccessOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      accessKey: row.accessKey,
      secretHint: row.secretHint,
      bindUserId: row.bindUserId,
      bindUserAccount: row.bindUserAccount,
      bindUserName: row.bindUserName,
      scopes: JSON.parse(row.scopes) as string[],
      allowedIps: JSON.parse(row.allowedIps) as string[],
      status: row.status,
      expireTime: formatNullableTime(row.expireTime, tz),
      lastUsedTime: formatNullableTime(row.lastUsedTime, tz),
      lastUsedIp: row.lastUsedIp,
      remark: row.remark,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  async page(caller: Principal, input: OpenAccessPageInput): Promise<PageResult<OpenAccessOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async add(actor: Actor, input: OpenAccessAddInput): Promise<OpenAccessSecretOutput> {
    const bound = await this.boundUser(actor.tenantId, input.bindUserId);
    const scopes = await this.checkScopes(bound, input.scopes);
    const allowedIps = this.checkIps(input.allowedIps);
    const accessKey = newAccessKey();
    const secret = newSecret();
    const id = await this.writes.add(actor, {
      accessKey,
      secretEnc: this.deps.secrets.seal(secret),
      secretHint: hintOf(secret),
      bindUserId: bound.userId,
      scopes: JSON.stringify(scopes),
      allowedIps: JSON.stringify(allowedIps),
      status: Status.Enable,
      expireTime: this.expiry(input.expireTime) ?? null,
      lastUsedTime: null,
      lastUsedIp: null,
      remark: input.remark ?? null,
    });
    // a call naming the key before it existed may have cached "no such key"
    await this.deps.keys.changed(accessKey);
    return { id, accessKey, accessSecret: secret };
  }

  async update(actor: Actor, input: OpenAccessUpdateInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    const scopes = input.scopes
      ? await this.checkScopes(await this.boundUser(actor.tenantId, current.bindUserId), input.scopes)
      : undefined;
    const allowedIps = input.allowedIps && this.checkIps(input.allowedIps);
    const expireTime = this.expiry(input.expireTime);
    await this.writes.update(
      actor,
      current,
      definedOnly({
        scopes: scopes && JSON.stringify(scopes),
        allowedIps: allowedIps && JSON.stringify(allowedIps),
        expireTime,
        remark: input.remark,
      }),
    );
    await this.deps.keys.changed(current.accessKey);
  }

  async setStatus(actor: Actor, id: number, status: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    await this.writes.setStatus(actor, current, status);
    await this.deps.keys.changed(current.accessKey);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    await this.writes.delete(actor, current);
    await this.deps.keys.changed(current.accessKey);
  }

  /** A new secret: the old one stops working at once, on every instance. */
  async rotate(actor: Actor, id: number): Promise<OpenAccessSecretOutput> {
    const current = await this.writes.found(actor, id);
    const secret = newSecret();
    await this.writes.update(actor, current, {
      secretEnc: this.deps.secrets.seal(secret),
      secretHint: hintOf(secret),
    });
    await this.deps.keys.changed(current.accessKey);
    return { id, accessKey: current.accessKey, accessSecret: secret };
  }

  /** The open-access permissions the user holds, with the routes each opens: what a key for them may have. */
  async scopeList(caller: Principal, bindUserId: number): Promise<OpenAccessScopeOutput[]> {
    const user = await this.boundUser(caller.tenantId, bindUserId);
    const held = await this.deps.permissions.codes(user);
    const routesOf = new Map<string, string[]>();
    for (const route of openRoutes(this.deps.routes)) {
      if (!route.permission || !held.has(route.permission)) continue;
      routesOf.set(route.permission, [
        ...(routesOf.get(route.permission) ?? []),
        `${route.method} ${route.url}`,
      ]);
    }
    const titles = await this.deps.repo.buttonTitles([...routesOf.keys()]);
    const seen = new Set<string>();
    const scopes: OpenAccessScopeOutput[] = [];
    for (const row of titles) {
      const code = row.permission as string;
      if (seen.has(code)) continue;
      seen.add(code);
      scopes.push({ code, title: row.title, menuTitle: row.menuTitle, routes: routesOf.get(code) ?? [] });
    }
    for (const [code, routes] of routesOf) {
      if (!seen.has(code)) scopes.push({ code, title: code, menuTitle: '', routes });
    }
    return scopes;
  }

  signHelp(): SignHelpOutput {
    return {
      headers: [...SIGN_HEADERS],
      windowSeconds: SIGN_WINDOW_SECONDS,
      noncePattern: NONCE_PATTERN.source,
      routes: openRoutes(this.deps.routes),
    };
  }

  /** Who a signed call acts as (the ping a client checks its set-up with). */
  async ping(caller: Principal, accessKey: string): Promise<OpenApiPingOutput> {
    const record = await this.deps.keys.find(accessKey);
    return {
      accessKey,
      account: caller.account,
      tenantId: caller.tenantId,
      scopes: record?.scopes ?? [],
    };
  }

  /** An enabled user of the tenant other than the super admin, as the principal a key would act as. */
  private async boundUser(tenantId: number, userId: number): Promise<Principal> {
    const user = await this.deps.repo.userOf(tenantId, userId);
    if (user?.accountType === AccountType.SuperAdmin) throw new AppError(400, 'openAccess.bindSuperAdmin');
    const principal = user && (await this.deps.principals.load(tenantId, userId));
    if (!principal) throw new AppError(400, 'openAccess.bindUserMissing');
    return principal;
  }

  /** Each scope must open some route and be held by the user; 400 naming the first that is not. */
  private async checkScopes(user: Principal, scopes: readonly string[]): Promise<string[]> {
    const held = await this.deps.permissions.codes(user);
    const open = new Set(openRoutes(this.deps.routes).map((r) => r.permission));
    const wanted = distinct(scopes);
    const at = wanted.findIndex((code) => !open.has(code) || !held.has(code));
    if (at >= 0) {
      const code = wanted[at] as string;
      throw new AppError(400, 'openAccess.scopeNotHeld', { field: `scopes[${scopes.indexOf(code)}]`, code });
    }
    return wanted.sort();
  }

  private checkIps(entries: readonly string[]): string[] {
    const wanted = distinct(entries);
    const at = firstInvalidEntry(wanted);
    if (at >= 0) {
      const entry = wanted[at] as string;
      const index = entries.findIndex((e) => e.trim() === entry);
      throw new AppError(400, 'openAccess.badIp', { field: `allowedIps[${index}]` });
    }
    return wanted;
  }

  /** The expiry as stored: undefined leaves it, null (or '') never expires; a time must be in the future. */
  private expiry(text: string | null | undefined): number | null | undefined {
    if (text === undefined) return undefined;
    if (text === null || text === '') return null;
    const at = parseLocalTime(text, this.deps.timeZone);
    if (at === undefined || at <= Date.now()) throw new AppError(400, 'openAccess.expirePast');
    return at;
  }
}
