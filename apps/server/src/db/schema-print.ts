import type { AuditColumns } from './schema.ts';

/** A print template of a tenant (migration 0021_print). */
export interface SysPrintTable extends AuditColumns {
  id: number;
  tenantId: number;
  name: string;
  /** a PRINT_DOC_TYPES value; never changes after the row is added */
  docType: string;
  /** JSON of the template (`printTemplateSchema`) */
  template: string;
  /** 1 for the type's default, NULL otherwise (never 0: the unique index admits one default per type) */
  isDefault: number | null;
  /** the `key` of the built-in template the row was seeded from; NULL for the tenant's own */
  builtinKey: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  /** the optimistic lock: 1 when added, one more on every update */
  version: number;
}

export interface PrintDatabase {
  sysPrint: SysPrintTable;
}
