import { z } from 'zod';
import {
  CODEGEN_COMMON_COLUMNS,
  CODEGEN_DATA_TYPES,
  type CodeGenDataType,
  SNAKE_NAME,
} from '../../code-gen-kinds.ts';

export { MIGRATION_OPERATIONS, type MigrationOperation } from '../../code-gen-kinds.ts';
import {
  commonColumns,
  describeLimit,
  indexKeyProblem,
  MYSQL_INDEX_COLUMNS,
  MYSQL_VARCHAR_MAX,
  rowSizeProblem,
  type SizedColumn,
} from './mysql-limits.ts';

/**
 * What a migration draft of the database screen does (`sysDatabase/createMigration`): one operation and its spec.
 * The checks here refuse, with a message on the field, a draft that would fail on one of the three databases;
 * those that need the live table (does the column exist, the row size with the table's other columns) are the
 * server's.
 */

const snakeName = z.string().regex(SNAKE_NAME, 'lower-case letters, digits and _, starting with a letter');

const NUMERIC: readonly CodeGenDataType[] = ['integer', 'money', 'boolean', 'datetime', 'reference'];

type Issue = { path: PropertyKey[]; message: string };

/** What is wrong with a column's length and default. */
function columnIssues(col: z.output<typeof columnShape>): Issue[] {
  const issues: Issue[] = [];
  const value = col.defaultValue;
  if (col.length !== undefined && col.dataType !== 'string') {
    issues.push({ path: ['length'], message: 'only a string column has a length' });
  }
  if (value === undefined || value === null) return issues;
  const fail = (message: string) => issues.push({ path: ['defaultValue'], message });
  if (col.dataType === 'text') fail('MySQL/MariaDB cannot give a TEXT column a literal default');
  else if (NUMERIC.includes(col.dataType)) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail('a whole number');
    else if (col.dataType === 'boolean' && value !== 0 && value !== 1) fail('0 or 1');
  } else if (typeof value !== 'string') fail('a text');
  else if (col.dataType === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) fail('a date, YYYY-MM-DD');
  else if (value.length > (col.length ?? 255)) fail('longer than the column');
  return issues;
}

const columnShape = z.strictObject({
  column: snakeName,
  dataType: z.enum(CODEGEN_DATA_TYPES),
  /** the characters of a `string` column (255 when absent) */
  length: z.number().int().min(1).max(MYSQL_VARCHAR_MAX).optional(),
  nullable: z.boolean(),
  /** at most 64 characters: a default is a short value */
  defaultValue: z.union([z.string().max(64), z.number()]).nullish(),
});

export const migrationColumn = columnShape.superRefine((col, ctx) => {
  for (const issue of columnIssues(col)) ctx.addIssue({ code: 'custom', ...issue });
});

/** Column lists of an index: each column once. */
const indexColumns = z
  .array(snakeName)
  .min(1)
  .max(MYSQL_INDEX_COLUMNS)
  .refine((names) => new Set(names).size === names.length, 'a column is listed twice');

const isCommon = (name: string) => (CODEGEN_COMMON_COLUMNS as readonly string[]).includes(name);

/** Names of the migration bookkeeping (Kysely's and this project's), which no draft may take. */
const MIGRATION_TABLE = /^(kysely|sys)_migration/;

export const addTableSpec = z
  .strictObject({
    table: snakeName.refine((name) => !MIGRATION_TABLE.test(name), 'a name of the migration bookkeeping'),
    comment: z.string().trim().max(200).optional(),
    /** a tenant's table: tenant_id, indexed */
    tenantScoped: z.boolean().default(true),
    columns: z.array(migrationColumn).min(1).max(200),
    indexes: z
      .array(z.strictObject({ columns: indexColumns, unique: z.boolean().default(false) }))
      .max(32)
      .default([]),
  })
  .superRefine((spec, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const known = new Map<string, SizedColumn>(
      commonColumns(spec.tenantScoped).map((col) => [col.column, col]),
    );
    spec.columns.forEach((col, i) => {
      if (isCommon(col.column)) issue(['columns', i, 'column'], 'a common column every drafted table has');
      else if (known.has(col.column)) issue(['columns', i, 'column'], 'listed twice');
      known.set(col.column, col);
    });
    const seen = new Set<string>();
    spec.indexes.forEach((index, i) => {
      const at = ['indexes', i, 'columns'];
      const missing = index.columns.find((name) => !known.has(name));
      if (missing) return issue(at, `${missing} is not a column of the table`);
      const key = index.columns.join(',');
      if (seen.has(key)) return issue(at, 'the same columns are indexed twice');
      seen.add(key);
      const problem = indexKeyProblem(index.columns.map((name) => known.get(name) as SizedColumn));
      if (problem) issue(at, describeLimit(problem));
    });
    const problem = rowSizeProblem([...known.values()]);
    if (problem) issue(['columns'], describeLimit(problem));
  });

export const addColumnSpec = z
  .strictObject({ table: snakeName, column: migrationColumn })
  .superRefine((spec, ctx) => {
    const { column } = spec;
    if (!column.nullable && (column.defaultValue === undefined || column.defaultValue === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['column', 'defaultValue'],
        message: 'a NOT NULL column added to a table with rows needs a default',
      });
    }
  });

export const renameColumnSpec = z
  .strictObject({ table: snakeName, from: snakeName, to: snakeName })
  .refine((spec) => spec.from !== spec.to, { path: ['to'], message: 'the same as the old name' });

export const dropColumnSpec = z
  .strictObject({ table: snakeName, column: snakeName })
  .refine((spec) => spec.column !== 'id', { path: ['column'], message: 'the primary key stays' });

export const addIndexSpec = z.strictObject({
  table: snakeName,
  columns: indexColumns,
  unique: z.boolean().default(false),
});

export const createMigrationInput = z.discriminatedUnion('operation', [
  z.strictObject({ operation: z.literal('addTable'), spec: addTableSpec }),
  z.strictObject({ operation: z.literal('addColumn'), spec: addColumnSpec }),
  z.strictObject({ operation: z.literal('renameColumn'), spec: renameColumnSpec }),
  z.strictObject({ operation: z.literal('dropColumn'), spec: dropColumnSpec }),
  z.strictObject({ operation: z.literal('addIndex'), spec: addIndexSpec }),
]);

export type MigrationColumn = z.output<typeof migrationColumn>;
export type AddTableSpec = z.output<typeof addTableSpec>;
export type AddColumnSpec = z.output<typeof addColumnSpec>;
export type RenameColumnSpec = z.output<typeof renameColumnSpec>;
export type DropColumnSpec = z.output<typeof dropColumnSpec>;
export type AddIndexSpec = z.output<typeof addIndexSpec>;
export type CreateMigrationInput = z.output<typeof createMigrationInput>;
export type CreateMigrationBody = z.input<typeof createMigrationInput>;
