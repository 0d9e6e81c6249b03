import { AccountType, Status } from '@retail/contracts';
import type {
  PluginAddInput,
  PluginDetailOutput,
  PluginDetailQuery,
  PluginOutput,
  PluginPageInput,
  PluginTestInput,
  PluginUpdateInput,
} from '@retail/contracts/api/system/plugin';
import { z } from 'zod';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type PageResult, pageOfList } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { describeIssues } from '../../../platform/jobs/issues.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { PluginManifest } from '../../../plugins/plugin.ts';
import type { PluginRuntime } from './host.ts';
import type { PluginRepository, PluginRow } from './repository.ts';
import { maskedConfig, openConfig, sealConfig, unmaskConfig } from './secret-config.ts';

export interface PluginServiceDeps {
  runtime: PluginRuntime;
  repo: PluginRepository;
  secrets: SecretBox;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

const TABLE = 'sys_plugin';
const isSuperAdmin = (caller: Principal) => caller.accountType === AccountType.SuperAdmin;

/** What the difference log keeps of a setting: secrets masked, as the screen shows them. */
const snapshot = (row: PluginRow, manifest: PluginManifest) => ({
  tenantId: row.tenantId,
  pluginId: row.pluginId,
  status: row.status,
  orderNo: row.orderNo,
  remark: row.remark,
  installedVersion: row.installedVersion,
  config: maskedConfig(row.configEnc, manifest),
});

/**
 * The plugins screen: the built-in plugins (from their manifests) with each one's setting for a tenant, or for
 * the installation (tenant 0) when it is a platform plugin. Only the super admin manages platform plugins and
 * other tenants' settings. No call takes code: a plugin is enabled, configured, tested or forgotten.
 */
export class PluginService {
  constructor(private readonly deps: PluginServiceDeps) {}

  private manifest(pluginId: string): PluginManifest {
    const manifest = this.deps.runtime.manifest(pluginId);
    if (!manifest) throw new AppError(404, 'plugin.unknown', { plugin: pluginId });
    return manifest;
  }

  /** The plugins the caller may manage: platform plugins are the super admin's. */
  private visibleManifests(caller: Principal): readonly PluginManifest[] {
    return this.deps.runtime.manifests.filter((m) => m.scope === 'tenant' || isSuperAdmin(caller));
  }

  /** The tenant whose row a plugin's setting for a caller is: 0 for a platform plugin, else the chosen tenant. */
  private async rowTenant(
    caller: Principal,
    manifest: PluginManifest,
    chosen?: number | null,
  ): Promise<number> {
    if (manifest.scope === 'platform') {
      if (!isSuperAdmin(caller)) throw new AppError(403, 'http.forbidden');
      return this.deps.runtime.rowTenantOf(manifest, caller.tenantId);
    }
    return this.chosenTenant(caller, chosen);
  }

  /** The tenant a caller works on: any existing one for the super admin, else only the caller's own. */
  private async chosenTenant(caller: Principal, chosen?: number | null): Promise<number> {
    if (chosen == null || chosen === caller.tenantId) return caller.tenantId;
    if (!isSuperAdmin(caller)) throw new AppError(403, 'http.forbidden');
    if (!(await this.deps.repo.tenantExists(chosen))) {
      throw new AppError(400, 'plugin.unknownTenant', { tenantId: chosen });
    }
    return chosen;
  }

  /** A setting the caller may manage, with its plugin; 404 for another tenant's when not the super admin. */
  private async found(caller: Principal, id: number): Promise<{ row: PluginRow; manifest: PluginManifest }> {
    const row = await this.deps.repo.byId(id);
    const manifest = row && this.deps.runtime.manifest(row.pluginId);
    if (!row || !manifest || !this.visibleManifests(caller).includes(manifest)) {
      throw new AppError(404, 'record.notFound');
    }
    if (manifest.scope === 'tenant' && row.tenantId !== caller.tenantId && !isSuperAdmin(caller)) {
      throw new AppError(404, 'record.notFound');
    }
    return { row, manifest };
  }

  private toOutput(
    manifest: PluginManifest,
    tenantId: number,
    row: PluginRow | undefined,
    lang: Language,
  ): PluginOutput {
    return {
      pluginId: manifest.id,
      name: manifest.name[lang],
      description: manifest.description[lang],
      version: manifest.version,
      scope: manifest.scope,
      tenantId,
      id: row?.id ?? null,
      status: row?.status ?? null,
      installedVersion: row?.installedVersion ?? null,
      orderNo: row?.orderNo ?? null,
      remark: row?.remark ?? null,
      updateTime: formatNullableTime(row ? (row.updateTime ?? row.createTime) : null, this.deps.timeZone),
      hasTest: !!manifest.test,
    };
  }

  async page(caller: Principal, input: PluginPageInput, lang: Language): Promise<PageResult<PluginOutput>> {
    const tenantId = await this.chosenTenant(caller, input.tenantId);
    const manifests = this.visibleManifests(caller);
    const rowTenants = [...new Set(manifests.map((m) => this.deps.runtime.rowTenantOf(m, tenantId)))];
    const rows = rowTenants.length > 0 ? await this.deps.repo.rowsOf(rowTenants) : [];
    const needle = input.name?.toLowerCase();
    const items = manifests
      .map((manifest) => {
        const rowTenant = this.deps.runtime.rowTenantOf(manifest, tenantId);
        const row = rows.find((r) => r.pluginId === manifest.id && r.tenantId === rowTenant);
        return this.toOutput(manifest, rowTenant, row, lang);
      })
      .filter(
        (item) =>
          (!needle ||
            item.pluginId.includes(needle) ||
            item.name.toLowerCase().includes(needle) ||
            item.description.toLowerCase().includes(needle)) &&
          (!input.status || (input.status === Status.Enable) === (item.status === Status.Enable)),
      );
    return pageOfList(items, input, this.deps.maxPageSize);
  }

  async detail(caller: Principal, query: PluginDetailQuery, lang: Language): Promise<PluginDetailOutput> {
    let manifest: PluginManifest;
    let row: PluginRow | undefined;
    let tenantId: number;
    if ('id' in query) {
      ({ row, manifest } = await this.found(caller, query.id));
      tenantId = row.tenantId;
    } else {
      manifest = this.manifest(query.pluginId);
      tenantId = await this.rowTenant(caller, manifest, query.tenantId);
      row = await this.deps.repo.byPlugin(tenantId, manifest.id);
    }
    return {
      ...this.toOutput(manifest, tenantId, row, lang),
      configSchema: z.toJSONSchema(manifest.configSchema, { io: 'input' }) as Record<string, unknown>,
      secretKeys: [...manifest.secretKeys],
      config: row ? maskedConfig(row.configEnc, manifest) : null,
      menus: await this.deps.repo.menus(manifest.menuIds),
      routes: [...this.deps.runtime.routesOf(manifest.id)],
      migrations: [...manifest.migrations],
    };
  }

  /** The config the plugin's schema accepts (400 naming each field), sealed for storage. */
  private checkedConfig(manifest: PluginManifest, config: Record<string, unknown>, lang: Language): string {
    const parsed = manifest.configSchema.safeParse(config);
    if (!parsed.success) {
      throw new AppError(400, 'plugin.badConfig', { detail: describeIssues(parsed.error, lang, 'config') });
    }
    return sealConfig(parsed.data, manifest, this.deps.secrets);
  }

  /** Sets a plugin up for a tenant (or the installation): its config checked, its secrets sealed. */
  async add(actor: Actor, input: PluginAddInput, lang: Language): Promise<number> {
    const manifest = this.manifest(input.pluginId);
    const tenantId = await this.rowTenant(actor, manifest, input.tenantId);
    const configEnc = this.checkedConfig(manifest, input.config, lang);
    const alreadySetUp = () => new AppError(409, 'plugin.alreadySetUp', { plugin: manifest.id });
    if (await this.deps.repo.byPlugin(tenantId, manifest.id)) throw alreadySetUp();
    const id = this.deps.ids.next();
    const row = {
      id,
      tenantId,
      pluginId: manifest.id,
      status: input.status,
      configEnc,
      orderNo: input.orderNo,
      installedVersion: manifest.version,
      remark: input.remark ?? null,
      ...auditInsert(actor),
    };
    try {
      await this.deps.repo.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadySetUp();
      throw error;
    }
    await this.deps.runtime.changed();
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'insert',
      after: snapshot({ ...row, updateTime: null, updateUserId: null, updateUserName: null }, manifest),
    });
    return id;
  }

  /** Changes a setting; a secret sent back masked keeps the stored one. */
  async update(actor: Actor, input: PluginUpdateInput, lang: Language): Promise<void> {
    const { row, manifest } = await this.found(actor, input.id);
    const changes = {
      ...(input.config
        ? {
            configEnc: this.checkedConfig(
              manifest,
              unmaskConfig(input.config, openConfig(row.configEnc, manifest, this.deps.secrets), manifest),
              lang,
            ),
          }
        : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.orderNo !== undefined ? { orderNo: input.orderNo } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      installedVersion: manifest.version,
      ...auditUpdate(actor),
    };
    await this.deps.repo.update(row, changes);
    await this.deps.runtime.changed();
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: row.id,
      type: 'update',
      before: snapshot(row, manifest),
      after: snapshot({ ...row, ...changes }, manifest),
    });
  }

  /** Disables the plugin for the tenant and forgets its config; the plugin's data tables stay. */
  async delete(actor: Actor, id: number): Promise<void> {
    const { row, manifest } = await this.found(actor, id);
    await this.deps.repo.delete(row);
    await this.deps.runtime.changed();
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: row.id,
      type: 'delete',
      before: snapshot(row, manifest),
    });
  }

  /** Runs the plugin's own health check with the stored config; its failure is answered as a 400 with the reason. */
  async test(actor: Actor, input: PluginTestInput, lang: Language): Promise<string> {
    const { row, manifest } = await this.found(actor, input.id);
    if (!manifest.test) throw new AppError(400, 'plugin.noTest', { plugin: manifest.id });
    const parsed = manifest.configSchema.safeParse(openConfig(row.configEnc, manifest, this.deps.secrets));
    if (!parsed.success) {
      throw new AppError(400, 'plugin.badConfig', { detail: describeIssues(parsed.error, lang, 'config') });
    }
    try {
      return await manifest.test(parsed.data, { tenantId: row.tenantId, target: input.target ?? undefined });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(400, 'plugin.testFailed', {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
