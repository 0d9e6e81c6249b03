import type { FastifyRequest } from 'fastify';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { type Principal, principalOf } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { enumLabel } from '../shared/enum-labels.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { definedOnly } from '../shared/schemas.ts';
import type { SupplierRepository, SupplierRow } from './repository.ts';
import type {
  SupplierAddInput,
  SupplierFilter,
  SupplierOutput,
  SupplierPageInput,
  SupplierUpdateInput,
} from './schemas.ts';

const TABLE = 'retail_supplier';

const snapshot = ({ id: _id, createTime: _c, updateTime: _u, ...rest }: SupplierRow) => rest;

/** Suppliers of the caller's tenant; names are unique within the tenant. */
export class SupplierService {
  constructor(
    private readonly repo: SupplierRepository,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  private toOutput(row: SupplierRow): SupplierOutput {
    return {
      ...row,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  async page(caller: Principal, input: SupplierPageInput): Promise<PageResult<SupplierOutput>> {
    const page = await this.repo.page(caller.tenantId, input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: SupplierFilter): Promise<SupplierOutput[]> {
    return (await this.repo.list(caller.tenantId, filter, EXCEL_MAX_ROWS)).map((r) => this.toOutput(r));
  }

  async exists(tenantId: number, id: number): Promise<boolean> {
    return (await this.repo.findById(tenantId, id)) !== undefined;
  }

  /** Live suppliers of the tenant, for matching import rows by code or name. */
  all(tenantId: number): Promise<SupplierRow[]> {
    return this.repo.list(tenantId, {}, EXCEL_MAX_ROWS);
  }

  async export(caller: Principal, filter: SupplierFilter, lang: Language): Promise<Buffer> {
    const rows = await this.list(caller, filter);
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

  private async assertName(tenantId: number, name: string | undefined, self?: number): Promise<void> {
    if (name === undefined) return;
    const holder = await this.repo.nameHolder(tenantId, name);
    if (holder !== undefined && holder !== self) throw duplicate('name', name);
  }

  async add(request: FastifyRequest, input: SupplierAddInput): Promise<number> {
    const caller = principalOf(request);
    await this.assertName(caller.tenantId, input.name);
    const id = this.ids.next();
    await this.repo.insert({
      id,
      tenantId: caller.tenantId,
      name: input.name,
      code: input.code ?? null,
      contact: input.contact ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      orderNo: input.orderNo ?? 100,
      status: input.status ?? 1,
      remark: input.remark ?? null,
      ...auditInsert(caller),
    });
    const created = await this.repo.findById(caller.tenantId, id);
    if (created)
      recordDiff(this.audit, actorOf(request), {
        table: TABLE,
        rowId: id,
        type: 'insert',
        after: snapshot(created),
      });
    return id;
  }

  async update(request: FastifyRequest, input: SupplierUpdateInput): Promise<void> {
    const caller = principalOf(request);
    const current = await this.repo.findById(caller.tenantId, input.id);
    if (!current) throw notFound();
    await this.assertName(caller.tenantId, input.name, current.id);
    const { id, ...fields } = input;
    if (!(await this.repo.update(caller.tenantId, id, { ...definedOnly(fields), ...auditUpdate(caller) }))) {
      throw notFound();
    }
    const after = await this.repo.findById(caller.tenantId, id);
    if (after) {
      recordDiff(this.audit, actorOf(request), {
        table: TABLE,
        rowId: id,
        type: 'update',
        before: snapshot(current),
        after: snapshot(after),
      });
    }
  }

  /** Soft delete, refused while live goods name this supplier. */
  async delete(request: FastifyRequest, id: number): Promise<void> {
    const caller = principalOf(request);
    const current = await this.repo.findById(caller.tenantId, id);
    if (!current) throw notFound();
    const goods = await this.repo.goodsCount(caller.tenantId, id);
    if (goods > 0) throw new AppError(400, 'supplier.hasGoods', { count: goods });
    if (!(await this.repo.update(caller.tenantId, id, { ...auditUpdate(caller), isDelete: 1 })))
      throw notFound();
    recordDiff(this.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }
}
