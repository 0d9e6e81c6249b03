import {
  CODEGEN_COMMON_COLUMNS,
  type CodeGenColumn,
  type CodeGenColumnInfo,
  type CodeGenDataType,
  type CodeGenRule,
  SNAKE_NAME,
} from '@retail/contracts/api/system/code-gen';
import type { LiveColumn, LiveTable } from './live-schema.ts';

/**
 * How the config dialog prefills a column of a live table: the data type and control from the column's type and
 * name (this project's conventions: `*_time` epoch ms, money in integer fen, `is_*` flags, `*_id` references),
 * a foreign key or tree when a table of that name exists, and the flags a list screen usually wants.
 */

const COMMON = new Set<string>(CODEGEN_COMMON_COLUMNS);
const INTEGER = new Set([
  'int',
  'integer',
  'int2',
  'int4',
  'int8',
  'bigint',
  'smallint',
  'tinyint',
  'mediumint',
]);
const STRING = new Set(['varchar', 'char', 'character varying', 'character', 'bpchar', 'nvarchar', 'nchar']);
const TEXT = new Set(['text', 'tinytext', 'mediumtext', 'longtext', 'clob', 'json', 'jsonb']);
const MONEY_NAME = /(^|_)(price|amount|cost|money|fee|balance|discount|total)$/;
const FLAG_NAME = /^(is|has|can|allow)_|^enabled$/;
const PARENT_NAMES = new Set(['pid', 'parent_id']);
const DISPLAY_NAMES = ['name', 'title', 'real_name', 'code', 'account'];
const LONG_TEXT_NAMES = new Set(['remark', 'description', 'note', 'memo', 'content', 'introduction']);
/** A `string` column holds at most this many characters (the contract's limit). */
const MAX_STRING = 2000;
/** The first columns are list columns; the rest only in the form. */
const LISTED = 8;

const baseType = (dbType: string) =>
  dbType
    .toLowerCase()
    .replace(/\(.*$/, '')
    .replace(/\s+unsigned$/, '')
    .trim();

const RULES: Array<[RegExp, CodeGenRule]> = [
  [/mobile/, 'mobile'],
  [/email/, 'email'],
  [/(^|_)(phone|tel)$/, 'phone'],
  [/id_card/, 'idCard'],
  [/(^|_)(url|website|link)$/, 'url'],
];

/** `supplier_id` → `Supplier`, `start_date` → `Start date`. */
export function labelOf(column: string): string {
  const words = column.replace(/_id$/, '').replace(/_/g, ' ').trim() || column;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The column a row of the table is shown by: its name or title, else its first text column. */
export function displayColumnOf(table: LiveTable): string | undefined {
  const names = table.columns.map((c) => c.name);
  return (
    DISPLAY_NAMES.find((n) => names.includes(n)) ??
    table.columns.find((c) => !COMMON.has(c.name) && STRING.has(baseType(c.dbType)))?.name
  );
}

const parentColumnOf = (table: LiveTable) => table.columns.find((c) => PARENT_NAMES.has(c.name))?.name;

/** The table `*_id` points at: `supplier_id` → `retail_supplier` (same prefix first) or `supplier`. */
export function targetOf(column: string, table: string, tables: readonly LiveTable[]): LiveTable | undefined {
  const base = column.replace(/_id$/, '');
  if (!base || base === column) return undefined;
  const prefix = table.includes('_') ? table.slice(0, table.indexOf('_') + 1) : '';
  const named = (name: string) => tables.find((t) => t.name === name);
  return (
    named(`${prefix}${base}`) ??
    named(base) ??
    tables.find((t) => t.name.endsWith(`_${base}`) && t.name !== table)
  );
}

/** The table has tenant_id and is_delete: a module kit table of a tenant. */
export const isTenantScoped = (t: LiveTable) =>
  t.columns.some((c) => c.name === 'tenant_id') && t.columns.some((c) => c.name === 'is_delete');

type Kind = Pick<CodeGenColumn, 'dataType' | 'control'> & Partial<Pick<CodeGenColumn, 'fk' | 'tree'>>;

/** The reference a `*_id` or parent column makes, when its table and a column to show exist. */
function referenceOf(col: LiveColumn, table: LiveTable, tables: readonly LiveTable[]): Kind | undefined {
  if (PARENT_NAMES.has(col.name)) {
    const display = displayColumnOf(table);
    return display
      ? {
          dataType: 'reference',
          control: 'tree',
          tree: { table: table.name, parentColumn: col.name, displayColumn: display },
        }
      : undefined;
  }
  const target = targetOf(col.name, table.name, tables);
  const display = target && displayColumnOf(target);
  if (!target || !display || !SNAKE_NAME.test(target.name)) return undefined;
  const parent = parentColumnOf(target);
  if (parent) {
    return {
      dataType: 'reference',
      control: 'tree',
      tree: { table: target.name, parentColumn: parent, displayColumn: display },
    };
  }
  return {
    dataType: 'reference',
    control: 'fk',
    fk: { table: target.name, displayColumn: display, tenantScoped: isTenantScoped(target) },
  };
}

function kindOf(col: LiveColumn, table: LiveTable, tables: readonly LiveTable[]): Kind {
  const type = baseType(col.dbType);
  const name = col.name;
  if (type === 'bool' || type === 'boolean' || (INTEGER.has(type) && FLAG_NAME.test(name))) {
    return { dataType: 'boolean', control: 'switch' };
  }
  if (type === 'date' || (name.endsWith('_date') && (STRING.has(type) || type === 'date'))) {
    return { dataType: 'date', control: 'date' };
  }
  if (INTEGER.has(type)) {
    if (name.endsWith('_time')) return { dataType: 'datetime', control: 'datetime' };
    if (name.endsWith('_id') || PARENT_NAMES.has(name)) {
      const reference = referenceOf(col, table, tables);
      if (reference) return reference;
    }
    if (MONEY_NAME.test(name)) return { dataType: 'money', control: 'money' };
    return { dataType: 'integer', control: 'number' };
  }
  if (STRING.has(type) && (col.length ?? 0) <= MAX_STRING) {
    const long = LONG_TEXT_NAMES.has(name) || (col.length ?? 0) > 255;
    return { dataType: 'string', control: long ? 'textarea' : 'text' };
  }
  if (TEXT.has(type) && name === 'content') return { dataType: 'text', control: 'richText' };
  return { dataType: 'text', control: 'textarea' };
}

/** The config column suggested for a live column (null for the common columns every generated table has). */
export function suggestColumn(
  col: LiveColumn,
  table: LiveTable,
  tables: readonly LiveTable[],
  position: number,
): CodeGenColumn | null {
  if (COMMON.has(col.name) || !SNAKE_NAME.test(col.name)) return null;
  const kind = kindOf(col, table, tables);
  const { dataType } = kind;
  const text = dataType === 'string' || dataType === 'text';
  const isName = ['name', 'title', 'code'].includes(col.name) || col.name.endsWith('_no');
  const search = isName || kind.control === 'fk' || kind.control === 'tree';
  const ranged: readonly CodeGenDataType[] = ['money', 'date', 'datetime'];
  const edit = !(dataType === 'datetime' && col.hasDefault);
  const optional = col.nullable || col.hasDefault || ['integer', 'money', 'boolean'].includes(dataType);
  const rule = dataType === 'string' ? RULES.find(([pattern]) => pattern.test(col.name))?.[1] : undefined;
  const label = labelOf(col.name);
  return {
    column: col.name,
    ...kind,
    ...(dataType === 'string' && col.length ? { length: col.length } : {}),
    nullable: col.nullable,
    label: { 'zh-cn': label, en: label, 'zh-tw': label },
    list: position < LISTED && dataType !== 'text' && kind.control !== 'textarea',
    search,
    queryKind: search && text && col.name !== 'code' ? 'contains' : 'equals',
    sort: isName || ranged.includes(dataType),
    edit,
    required: edit && !optional,
    rules: rule ? [rule] : [],
  };
}

/** Every column of a live table with its suggestion, in the table's order. */
export function describeColumns(table: LiveTable, tables: readonly LiveTable[]): CodeGenColumnInfo[] {
  let position = 0;
  return table.columns.map((col) => {
    const suggestion = suggestColumn(col, table, tables, position);
    if (suggestion) position += 1;
    return {
      column: col.name,
      dbType: col.dbType,
      nullable: col.nullable,
      hasDefault: col.hasDefault,
      length: col.length,
      common: COMMON.has(col.name),
      suggestion,
    };
  });
}
