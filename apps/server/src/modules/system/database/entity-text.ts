import type {
  DbColumnOutput,
  DbColumnType,
  DbTableDetailOutput,
} from '@retail/contracts/api/system/database';
import {
  camelOf,
  docComment,
  kebabOf,
  pascalOf,
  propertyKey,
} from '../../../platform/source-text/literals.ts';
import { isSecretColumn } from './secret-columns.ts';

/** The audit columns of `AuditColumns` (db/schema.ts) and whether each may be null there. */
const AUDIT_COLUMNS: ReadonlyArray<[column: string, nullable: boolean]> = [
  ['create_time', false],
  ['update_time', true],
  ['create_user_id', true],
  ['create_user_name', true],
  ['update_user_id', true],
  ['update_user_name', true],
  ['is_delete', false],
];

const TS_TYPES: Record<DbColumnType, string> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  decimal: 'number',
  float: 'number',
  boolean: 'boolean',
  string: 'string',
  text: 'string',
  binary: 'Buffer',
  datetime: 'string',
  json: 'string',
  other: 'unknown',
};

/** The output schema of a type: Buffers go out as text. */
const zodType = (type: DbColumnType) => (type === 'binary' ? 'z.string()' : `z.${TS_TYPES[type]}()`);

/** Whether the table has every audit column as `AuditColumns` declares it (it then extends that interface). */
function hasAuditColumns(columns: DbColumnOutput[]): boolean {
  return AUDIT_COLUMNS.every(([name, nullable]) =>
    columns.some((c) => c.name === name && c.nullable === nullable && c.type !== 'other'),
  );
}

/** `costPrice: Generated<number>;`: a default or an auto-incremented value is the database's to give. */
function property(column: DbColumnOutput): string[] {
  const base = `${TS_TYPES[column.type]}${column.nullable ? ' | null' : ''}`;
  const type = column.defaultValue !== null || column.autoIncrement ? `Generated<${base}>` : base;
  const doc = docComment(column.comment, '  ');
  return [...(doc ? [doc] : []), `  ${propertyKey(column.property)}: ${type};`];
}

/**
 * Epoch-millisecond times (`…_time` BIGINT) are local time text at the API (DESIGN.md §4), so a client never
 * sees a raw number for a date.
 */
function outputField(column: DbColumnOutput): string {
  const isTime = column.name.endsWith('_time') && column.type === 'bigint';
  const type = isTime ? 'z.string()' : zodType(column.type);
  return `  ${propertyKey(column.property)}: ${type}${column.nullable ? '.nullable()' : ''},`;
}

/** `open` + lines + `close`, or `open` and `close` on one line when there are no lines (`{}`). */
const block = (open: string, lines: string[], close: string) =>
  lines.length > 0 ? [open, ...lines, close] : [`${open}${close}`];

/**
 * A table's Kysely interface for db/schema (camelCase properties as the CamelCasePlugin maps them, `Generated<>`
 * for defaults, `extends AuditColumns` when the table has the audit columns) and its zod output schema for
 * packages/contracts (times as local time text; no tenant, deletion flag or secret column).
 */
export function entityText(detail: DbTableDetailOutput): string {
  const { name } = detail.table;
  const entity = pascalOf(name);
  const audited = hasAuditColumns(detail.columns);
  const auditNames = new Set(AUDIT_COLUMNS.map(([column]) => column));
  const own = detail.columns.filter((c) => !(audited && auditNames.has(c.name)));
  const members = own.flatMap(property);
  const generated = own.some((c) => c.defaultValue !== null || c.autoIncrement);
  const outputs = detail.columns.filter(
    (c) => c.name !== 'tenant_id' && c.name !== 'is_delete' && !isSecretColumn(c.name),
  );
  const output = `${camelOf(name)}Output`;
  return [
    `// apps/server/src/db/schema-${kebabOf(name)}.ts (and \`${camelOf(name)}: ${entity}Table;\` in the Database interface)`,
    ...(generated ? ["import type { Generated } from 'kysely';"] : []),
    ...(audited ? ["import type { AuditColumns } from './schema.ts';"] : []),
    '',
    docComment(detail.table.comment ?? `The ${name} table, as the database has it.`),
    ...block(`export interface ${entity}Table${audited ? ' extends AuditColumns' : ''} {`, members, '}'),
    '',
    `// packages/contracts/src/api/${kebabOf(name)}.ts`,
    "import { z } from 'zod';",
    '',
    docComment(`A ${name} row as the API answers it.`),
    ...block(`export const ${output} = z.object({`, outputs.map(outputField), '});'),
    '',
    `export type ${entity}Output = z.output<typeof ${output}>;`,
    '',
  ].join('\n');
}
