import { Status } from '@retail/contracts';
import { type PrintDocType, unknownBindings } from '@retail/contracts/api/system/print-catalogue';
import { builtInTemplate } from '@retail/contracts/api/system/print-defaults';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import type {
  PrintAddInput,
  PrintDetailOutput,
  PrintOutput,
  PrintPageInput,
  PrintUpdateInput,
} from '@retail/contracts/api/system/print';
import { auditUpdate } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { JsonAnswer } from '../../../platform/http/json-answer.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { PrintDefaultCache } from './default-cache.ts';
import type { PrintListRow, PrintRepository, PrintRow } from './repository.ts';

const NAME_MAX = 64;
const COPY_NUMBERS = 99;

const snapshot = (row: PrintRow) => ({
  name: row.name,
  docType: row.docType,
  isDefault: row.isDefault === 1,
  orderNo: row.orderNo,
  status: row.status,
  remark: row.remark,
  version: row.version,
  template: JSON.parse(row.template) as unknown,
});

/**
 * Two writers that each found no default of a type both claim it; the unique index refuses the second, whose
 * transaction is rolled back and runs once more, now finding the first one's default.
 */
async function afterDefaultRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
}

export interface PrintServiceDeps {
  repo: PrintRepository;
  cache: PrintDefaultCache;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Print templates of the caller's tenant. A type's default is an enabled template, and the type has one once it
 * has an enabled template (the first one added or enabled), unless the tenant deleted or disabled its only one.
 */
export class PrintService {
  private readonly writes: AuditedWrites<'sysPrint', PrintRow>;

  constructor(private readonly deps: PrintServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_print',
      audit: deps.audit,
      ids: deps.ids,
      snapshot,
    });
  }

  private toOutput(row: PrintListRow): PrintOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      name: row.name,
      docType: row.docType as PrintDocType,
      isDefault: row.isDefault === 1,
      orderNo: row.orderNo,
      status: row.status,
      remark: row.remark,
      version: row.version,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
      updateUserName: row.updateUserName,
    };
  }

  private toDetail(row: PrintRow): PrintDetailOutput {
    return { ...this.toOutput(row), template: JSON.parse(row.template) as PrintTemplate };
  }

  /** A template may bind only the fields of its document type: 400 naming the first unknown binding. */
  private checkBindings(docType: PrintDocType, template: PrintTemplate): void {
    const [unknown] = unknownBindings(docType, template);
    if (unknown)
      throw new AppError(400, 'print.unknownBinding', { field: `template.${unknown.where}`, docType });
  }

  async page(caller: Principal, input: PrintPageInput): Promise<PageResult<PrintOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async detail(caller: Principal, id: number): Promise<PrintDetailOutput> {
    return this.toDetail(await this.writes.found(caller, id));
  }

  /** The enabled template of a name: the by-name lookup a generated page's print button makes. */
  async byName(caller: Principal, name: string): Promise<PrintDetailOutput> {
    const row = await this.deps.repo.byName(caller.tenantId, name);
    if (!row) throw notFound();
    return this.toDetail(row);
  }

  /** The template a print button uses: the tenant's enabled default of the type, else the built-in one. */
  defaultFor(caller: Principal, docType: PrintDocType): Promise<JsonAnswer> {
    return this.deps.cache.answer(caller.tenantId, docType, async () => {
      const row = await this.deps.repo.defaultOf(caller.tenantId, docType);
      if (row && row.status === Status.Enable) {
        return { id: row.id, name: row.name, version: row.version, template: JSON.parse(row.template) };
      }
      const builtIn = builtInTemplate(docType);
      return { id: null, name: builtIn.name, version: null, template: builtIn.template };
    });
  }

  async add(actor: Actor, input: PrintAddInput): Promise<number> {
    this.checkBindings(input.docType, input.template);
    await refuseTaken(this.deps.repo, actor.tenantId, { name: input.name });
    const fields = {
      name: input.name,
      docType: input.docType,
      template: JSON.stringify(input.template),
      isDefault: null,
      builtinKey: null,
      orderNo: input.orderNo,
      status: input.status,
      remark: input.remark ?? null,
      version: 1,
    };
    const id = await afterDefaultRace(() =>
      this.writes.add(actor, fields, (trx, id) =>
        this.deps.repo.claimDefault(actor.tenantId, { id, docType: input.docType }, trx),
      ),
    );
    await this.deps.cache.changed(actor.tenantId, input.docType);
    return id;
  }

  /**
   * Applies only at the version the client read (409 otherwise) and moves the row to the next version. The
   * default cannot be disabled while its type has other templates; an enabled template claims a missing default.
   */
  async update(actor: Actor, input: PrintUpdateInput): Promise<void> {
    const { tenantId } = actor;
    const current = await this.writes.found(actor, input.id);
    if (current.version !== input.version) throw new AppError(409, 'print.versionConflict');
    const docType = current.docType as PrintDocType;
    if (input.template) this.checkBindings(docType, input.template);
    await refuseTaken(this.deps.repo, tenantId, { name: input.name }, current.id);
    const disabling = input.status === Status.Disable && current.status === Status.Enable;
    const losesDefault = disabling && current.isDefault === 1;
    if (losesDefault && (await this.deps.repo.countOfType(tenantId, docType)) > 1) {
      throw new AppError(400, 'print.disableDefault', { name: current.name });
    }
    const changes = definedOnly({
      name: input.name,
      template: input.template && JSON.stringify(input.template),
      orderNo: input.orderNo,
      status: input.status,
      remark: input.remark,
      ...(losesDefault ? { isDefault: null } : {}),
      ...auditUpdate(actor),
    });
    await afterDefaultRace(() =>
      this.deps.repo.transaction(async (trx) => {
        if (!(await this.deps.repo.updateAt(tenantId, current.id, input.version, changes, trx))) {
          const still = await this.deps.repo.findById(tenantId, current.id, trx);
          throw still ? new AppError(409, 'print.versionConflict') : notFound();
        }
        if (input.status === Status.Enable) await this.deps.repo.claimDefault(tenantId, current, trx);
      }),
    );
    await this.writes.updated(actor, current);
    await this.deps.cache.changed(tenantId, docType);
  }

  /** The default of a type goes only as the type's last template (make another the default first). */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    if (current.isDefault === 1 && (await this.deps.repo.countOfType(actor.tenantId, current.docType)) > 1) {
      throw new AppError(400, 'print.deleteDefault', { name: current.name });
    }
    await this.writes.delete(actor, current);
    await this.deps.cache.changed(actor.tenantId, current.docType);
  }

  /** Makes an enabled template its type's default; the previous default stops being one in the same step. */
  async setDefault(actor: Actor, id: number): Promise<void> {
    const { tenantId } = actor;
    const current = await this.writes.found(actor, id);
    const disabled = () => new AppError(400, 'print.defaultDisabled', { name: current.name });
    if (current.status !== Status.Enable) throw disabled();
    const previous = await this.deps.repo.defaultOf(tenantId, current.docType);
    if (previous?.id === current.id) return;
    if (!(await this.deps.repo.setDefault(tenantId, current, auditUpdate(actor)))) {
      // disabled or deleted since it was read
      await this.writes.found(actor, id);
      throw disabled();
    }
    if (previous) await this.writes.updated(actor, previous);
    await this.writes.updated(actor, current);
    await this.deps.cache.changed(tenantId, current.docType);
  }

  /** A copy under a new name (by default "<name> (copy)" in the caller's language); never the default. */
  async copy(actor: Actor, input: { id: number; name?: string }, lang: Language): Promise<number> {
    const source = await this.writes.found(actor, input.id);
    if (input.name) await refuseTaken(this.deps.repo, actor.tenantId, { name: input.name });
    const id = await this.writes.add(actor, {
      name: input.name ?? (await this.copyName(actor.tenantId, source.name, lang)),
      docType: source.docType,
      template: source.template,
      isDefault: null,
      builtinKey: null,
      orderNo: source.orderNo,
      status: source.status,
      remark: source.remark,
      version: 1,
    });
    await this.deps.cache.changed(actor.tenantId, source.docType);
    return id;
  }

  /** "<name> (copy)", else "<name> (copy 2)" and on: the first name no live template holds. */
  private async copyName(tenantId: number, name: string, lang: Language): Promise<string> {
    for (let n = 1; n <= COPY_NUMBERS; n++) {
      const named = (base: string) =>
        n === 1
          ? translate(lang, 'print.copyName', { name: base })
          : translate(lang, 'print.copyNameNumbered', { name: base, n });
      const candidate = named(name.slice(0, NAME_MAX - named('').length));
      if ((await this.deps.repo.holderOf(tenantId, 'name', candidate)) === undefined) return candidate;
    }
    throw duplicate('name', translate(lang, 'print.copyName', { name }));
  }
}
