import type { AuditColumns } from './schema.ts';

/** A code generation config the /platform/codeGen screen keeps (migration 0020_code_gen). Platform table: no tenant id. */
export interface SysCodeGenTable extends AuditColumns {
  id: number;
  /** the config's table; a deleted row's carries a `~del~{id}` suffix */
  tableName: string;
  resource: string;
  entityName: string;
  /** retail | system */
  area: string;
  /** JSON of the label in the three languages */
  label: string;
  menuParentId: number;
  /** the generated screen's menu id; its buttons follow it */
  menuIdBase: number;
  /** JSON of the whole config (`codeGenConfig`) */
  config: string;
  remark: string | null;
}

export interface CodeGenDatabase {
  sysCodeGen: SysCodeGenTable;
}
