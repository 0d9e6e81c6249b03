import type { CodeGenDataType } from './code-gen.ts';

/**
 * The MySQL/MariaDB (InnoDB, utf8mb4, DYNAMIC rows) limits a migration draft must stay within, so a draft that
 * runs on SQLite and PostgreSQL does not fail on MariaDB. PostgreSQL's own limits are wider.
 * - an index key: at most 3072 bytes and 16 columns; a TEXT column cannot be indexed without a prefix length
 * - a row: at most 65535 bytes, TEXT counting 10 (its pointer), each varchar 4 bytes a character plus 1–2 bytes
 *   of length, plus a null bit per nullable column
 */
export const MYSQL_INDEX_KEY_BYTES = 3072;
export const MYSQL_INDEX_COLUMNS = 16;
export const MYSQL_ROW_BYTES = 65535;
/** The longest varchar of utf8mb4 (65535 / 4). */
export const MYSQL_VARCHAR_MAX = 16383;

/** A column as the limits see it: its data type, and the characters of a `string`. */
export interface SizedColumn {
  column: string;
  dataType: CodeGenDataType;
  length?: number;
  nullable: boolean;
}

/** The varchar length of a `string` column without one (the migration draft's default). */
export const DEFAULT_STRING_LENGTH = 255;

/** Characters of a text-like column: a `string`'s length, a `date`'s ten (`YYYY-MM-DD`). */
function varcharLength(col: Pick<SizedColumn, 'dataType' | 'length'>): number | undefined {
  if (col.dataType === 'string') return col.length ?? DEFAULT_STRING_LENGTH;
  if (col.dataType === 'date') return 10;
  return undefined;
}

const FIXED_BYTES: Partial<Record<CodeGenDataType, number>> = {
  integer: 4,
  boolean: 2,
  money: 8,
  datetime: 8,
  reference: 8,
};

/** The bytes a column adds to an index key; undefined when MySQL cannot index it whole (TEXT). */
export function keyBytes(col: Pick<SizedColumn, 'dataType' | 'length'>): number | undefined {
  const chars = varcharLength(col);
  if (chars !== undefined) return chars * 4;
  return FIXED_BYTES[col.dataType];
}

/** The bytes a column counts towards the row size limit. */
export function rowBytes(col: Pick<SizedColumn, 'dataType' | 'length'>): number {
  const chars = varcharLength(col);
  if (chars !== undefined) return chars * 4 + (chars * 4 > 255 ? 2 : 1);
  if (col.dataType === 'text') return 10;
  return FIXED_BYTES[col.dataType] ?? 8;
}

/** A limit a draft breaks: too many index columns, a TEXT column indexed, too long a key, too large a row. */
export type LimitProblem =
  | { kind: 'indexColumns'; max: number }
  | { kind: 'indexText'; column: string }
  | { kind: 'indexBytes'; bytes: number; max: number }
  | { kind: 'rowBytes'; bytes: number; max: number };

/** What an index over these columns breaks, or null when MySQL accepts it. */
export function indexKeyProblem(
  columns: ReadonlyArray<Pick<SizedColumn, 'column' | 'dataType' | 'length'>>,
): LimitProblem | null {
  if (columns.length > MYSQL_INDEX_COLUMNS) return { kind: 'indexColumns', max: MYSQL_INDEX_COLUMNS };
  const text = columns.find((col) => keyBytes(col) === undefined);
  if (text) return { kind: 'indexText', column: text.column };
  const bytes = columns.reduce((sum, col) => sum + (keyBytes(col) ?? 0), 0);
  return bytes > MYSQL_INDEX_KEY_BYTES ? { kind: 'indexBytes', bytes, max: MYSQL_INDEX_KEY_BYTES } : null;
}

/** The bytes a row of these columns counts towards MySQL's row size limit. */
export function rowSize(
  columns: ReadonlyArray<Pick<SizedColumn, 'dataType' | 'length' | 'nullable'>>,
): number {
  const nullBits = columns.filter((col) => col.nullable).length;
  return columns.reduce((sum, col) => sum + rowBytes(col), 0) + Math.ceil(nullBits / 8);
}

/** What a row of these columns breaks, or null when MySQL accepts it. */
export function rowSizeProblem(
  columns: ReadonlyArray<Pick<SizedColumn, 'dataType' | 'length' | 'nullable'>>,
): LimitProblem | null {
  const bytes = rowSize(columns);
  return bytes > MYSQL_ROW_BYTES ? { kind: 'rowBytes', bytes, max: MYSQL_ROW_BYTES } : null;
}

/** The problem in words (the request schema's field message). */
export function describeLimit(problem: LimitProblem): string {
  switch (problem.kind) {
    case 'indexColumns':
      return `MySQL/MariaDB indexes at most ${problem.max} columns`;
    case 'indexText':
      return `${problem.column} is TEXT, which MySQL/MariaDB cannot index whole: use a string column`;
    case 'indexBytes':
      return `the index key takes ${problem.bytes} bytes in utf8mb4, over MySQL/MariaDB's ${problem.max}`;
    case 'rowBytes':
      return `a row takes ${problem.bytes} bytes in utf8mb4, over MySQL/MariaDB's ${problem.max}: use text for long columns`;
  }
}

/**
 * The columns every drafted table gets from the migration helpers (createTable, withAudit): id, the audit
 * columns, and tenant_id when the table is a tenant's.
 */
export function commonColumns(tenantScoped: boolean): SizedColumn[] {
  return [
    { column: 'id', dataType: 'reference', nullable: false },
    ...(tenantScoped ? [{ column: 'tenant_id', dataType: 'reference' as const, nullable: false }] : []),
    { column: 'create_time', dataType: 'datetime', nullable: false },
    { column: 'update_time', dataType: 'datetime', nullable: true },
    { column: 'create_user_id', dataType: 'reference', nullable: true },
    { column: 'create_user_name', dataType: 'string', length: 64, nullable: true },
    { column: 'update_user_id', dataType: 'reference', nullable: true },
    { column: 'update_user_name', dataType: 'string', length: 64, nullable: true },
    { column: 'is_delete', dataType: 'boolean', nullable: false },
  ];
}
