import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import { enumLabel } from '../shared/enum-labels.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import type { StatusInput } from '@retail/contracts/api/fields';
import type { SupplierRepository, SupplierRow } from './repository.ts';
import type {
  SupplierAddInput,
  SupplierFilter,
  SupplierOutput,
  SupplierPageInput,
  SupplierUpdateInput,
} from '@retail/contracts/api/retail/goods-supplier';

/** Suppliers of the actor's tenant; names are unique within the tenant. */
export class SupplierService {
  private readonly writes: AuditedWrites<'retailSupplier', SupplierRow>;

  constructor(
    private readonly repo: SupplierRepository,
    audit: AuditLog,
    ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'retail_supplier', audit, ids });
  }

  private toOutput(row: SupplierRow): SupplierOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async page(actor: Actor, input: SupplierPageInput): Promise<PageResult<SupplierOutput>> {
    const page = await this.repo.page(actor.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(actor: Actor, filter: SupplierFilter): Promise<SupplierOutput[]> {
    return (await this.repo.list(actor.tenantId, filter, EXCEL_MAX_ROWS)).map((r) => this.toOutput(r));
  }

  async exists(tenantId: number, id: number): Promise<boolean> {
    return (await this.repo.findById(tenantId, id)) !== undefined;
  }

  /** Live suppliers of the tenant, for matching import rows by code or name. */
  all(tenantId: number): Promise<SupplierRow[]> {
    return this.repo.list(tenantId, {}, EXCEL_MAX_ROWS);
  }

  async export(actor: Actor, filter: SupplierFilter, lang: Language): Promise<Buffer> {
    const rows = await this.list(actor, filter);
    return buildSheet<SupplierOutput>(
      'Suppliers',
      [
        { header: 'col.name', width: 24, value: (r) => r.name },
        { header: 'col.code', value: (r) => r.code },
        { header: 'col.contact', value: (r) => r.contact },
        { header: 'col.phone', value: (r) => r.phone },
        { header: 'col.address', width: 32, value: (r) => r.address },
        { header: 'col.status', value: (r, lang) => enumLabel(lang, 'status', r.status) },
        { header: 'col.remark', width: 24, value: (r) => r.remark },
        { header: 'col.createTime', width: 20, value: (r) => r.createTime },
      ],
      rows,
      lang,
    );
  }

  async add(actor: Actor, input: SupplierAddInput): Promise<number> {
    await refuseTaken(this.repo, actor.tenantId, { name: input.name });
    return this.writes.add(actor, {
      name: input.name,
      code: input.code ?? null,
      contact: input.contact ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      orderNo: input.orderNo ?? 100,
      status: input.status ?? 1,
      remark: input.remark ?? null,
    });
  }

  /** Fields left out stay as they are. */
  async update(actor: Actor, input: SupplierUpdateInput): Promise<void> {
    const { id, ...fields } = input;
    const current = await this.writes.found(actor, id);
    await refuseTaken(this.repo, actor.tenantId, { name: fields.name }, id);
    await this.writes.update(actor, current, fields);
  }

  async setStatus(actor: Actor, input: StatusInput): Promise<void> {
    await this.writes.setStatus(actor, await this.writes.found(actor, input.id), input.status);
  }

  /** Soft delete, refused while live goods name this supplier. */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    const goods = await this.repo.goodsCount(actor.tenantId, id);
    if (goods > 0) throw new AppError(400, 'supplier.hasGoods', { count: goods });
    await this.writes.delete(actor, current);
  }
}
