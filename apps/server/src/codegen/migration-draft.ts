import type { CodeGenDataType } from '@retail/contracts/api/system/code-gen';
import { docComment, numberLiteral, stringLiteral, widthOf } from '../platform/source-text/literals.ts';

/** A new table as a developer designs it; the common columns (id, tenant, audit) are added by the draft. */
export type TableDraft = {
  table: string;
  comment?: string;
  tenantScoped: boolean;
  columns: Array<{
    column: string;
    dataType: CodeGenDataType;
    length?: number;
    nullable: boolean;
    defaultValue?: string | number | null;
  }>;
  indexes: Array<{ columns: string[]; unique: boolean }>;
};

const WIDTH = 110;

/** The column type of each data type, the same on SQLite, PostgreSQL and MySQL/MariaDB. */
export function columnType(dataType: CodeGenDataType, length?: number): string {
  switch (dataType) {
    case 'string':
      return `varchar(${length ?? 255})`;
    case 'text':
      return 'text';
    case 'integer':
      return 'integer';
    case 'date':
      return 'varchar(10)';
    case 'boolean':
      return 'smallint';
    // money: integer fen; datetime: epoch milliseconds; reference: the id of another row
    case 'money':
    case 'datetime':
    case 'reference':
      return 'bigint';
  }
}

/** An index name unique in the schema and within PostgreSQL's 63 characters (a long one ends in a hash). */
export function indexName(table: string, columns: string[], unique: boolean, suffix?: string): string {
  const name = `${unique ? 'ux' : 'ix'}_${table}_${suffix ?? columns.join('_')}`;
  if (name.length <= 60) return name;
  let hash = 0x811c9dc5;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `${name.slice(0, 53).replace(/_+$/, '')}_${hash.toString(16).padStart(8, '0').slice(0, 6)}`;
}

type Column = TableDraft['columns'][number];

/** `(c) => c.notNull().defaultTo(0)`, or null when the column needs no builder. */
function columnBuilder(col: Pick<Column, 'nullable' | 'defaultValue'>): string | null {
  const calls: string[] = [];
  if (!col.nullable) calls.push('notNull()');
  if (col.defaultValue !== undefined && col.defaultValue !== null) {
    const value =
      typeof col.defaultValue === 'number'
        ? numberLiteral(col.defaultValue)
        : stringLiteral(col.defaultValue);
    calls.push(`defaultTo(${value})`);
  }
  return calls.length === 0 ? null : `(c) => c.${calls.join('.')}`;
}

/** One `.addColumn(...)` call, as it reads on one line: `addColumn('name', 'text', (c) => c.notNull())`. */
interface ColumnCall {
  args: string[];
  /** the arrow function building the column, last of the arguments */
  builder: string | null;
}

const flat = (call: ColumnCall) =>
  `addColumn(${[...call.args, ...(call.builder ? [call.builder] : [])].join(', ')})`;

/**
 * A call whose arguments do not fit its line, as prettier breaks it: the arrow function hugged when its head
 * fits (`addColumn('a', 'text', (c) =>` then the body a line below), otherwise one argument a line.
 */
function brokenCall(head: string, call: ColumnCall, indent: string, end: string): string {
  const inner = `${indent}  `;
  if (call.builder) {
    const [params, body] = call.builder.split(' => ') as [string, string];
    const hugged = `${head}addColumn(${call.args.join(', ')}, ${params} =>`;
    if (widthOf(hugged) <= WIDTH) return [hugged, `${inner}${body},`, `${indent})${end}`].join('\n');
  }
  const args = [...call.args, ...(call.builder ? [call.builder] : [])];
  return [`${head}addColumn(`, ...args.map((arg) => `${inner}${arg},`), `${indent})${end}`].join('\n');
}

/**
 * `await withAudit(createTable(db, 'x').addColumn(...)…).execute();` laid out as prettier lays out the member
 * chain: one line when it fits; one call a line when there are several calls and one takes an arrow function
 * (or one line is too narrow); a single call that does not fit breaks its own arguments.
 */
function createStatement(table: string, calls: ColumnCall[]): string[] {
  const create = `createTable(db, ${stringLiteral(table)})`;
  const oneLine = `${create}.${calls.map(flat).join('.')}`;
  const whole = `  await withAudit(${oneLine}).execute();`;
  const expanded = calls.length > 1 && calls.some((c) => c.builder);
  if (!expanded && widthOf(whole) <= WIDTH) return [whole];
  const wrapped = (lines: string[]) => ['  await withAudit(', ...lines, '  ).execute();'];
  if (!expanded && widthOf(`    ${oneLine},`) <= WIDTH) return wrapped([`    ${oneLine},`]);
  if (calls.length === 1) return wrapped([brokenCall(`    ${create}.`, calls[0] as ColumnCall, '    ', ',')]);
  return wrapped([
    `    ${create}`,
    ...calls.map((call, i) => {
      const end = i === calls.length - 1 ? ',' : '';
      const line = `      .${flat(call)}${end}`;
      return widthOf(line) <= WIDTH ? line : brokenCall('      .', call, '      ', end);
    }),
  ]);
}

/** One `createIndex` statement: one line when it fits, otherwise one call a line (a long column list broken). */
function createIndex(table: string, name: string, columns: string[], unique: boolean): string {
  const names = columns.map(stringLiteral);
  const calls = [
    `createIndex(${stringLiteral(name)})`,
    `on(${stringLiteral(table)})`,
    names.length === 1 ? `column(${names[0]})` : `columns([${names.join(', ')}])`,
    ...(unique ? ['unique()'] : []),
    'execute()',
  ];
  const oneLine = `  await db.schema.${calls.join('.')};`;
  if (widthOf(oneLine) <= WIDTH) return oneLine;
  const lines = calls.map((call, i) => {
    const end = i === calls.length - 1 ? ';' : '';
    if (widthOf(`    .${call}${end}`) <= WIDTH || !call.startsWith('columns(')) return `    .${call}${end}`;
    return ['    .columns([', ...names.map((n) => `      ${n},`), `    ])${end}`].join('\n');
  });
  return ['  await db.schema', ...lines].join('\n');
}

const STORED_AS: Partial<Record<CodeGenDataType, string>> = {
  money: 'money in fen',
  datetime: 'datetime in epoch milliseconds',
  boolean: 'boolean as 0/1',
  date: 'date as YYYY-MM-DD text',
};

/** A line saying how the draft's typed columns hold their values, when it has any. */
function storedAs(types: CodeGenDataType[]): string[] {
  const notes = (Object.keys(STORED_AS) as CodeGenDataType[]).filter((t) => types.includes(t));
  return notes.length === 0 ? [] : [`Stored as: ${notes.map((t) => STORED_AS[t]).join(', ')}.`];
}

/**
 * A migration creating a new table, in the style of db/migrations (createTable + withAudit, a tenant column and
 * its index when the table is a tenant's, `up` and `down`), formatted as the repository's formatter prints it.
 * It runs on SQLite, PostgreSQL and MySQL/MariaDB alike. Pure: nothing is written and no DDL runs.
 */
export function createTableMigration(draft: TableDraft): string {
  const { table } = draft;
  const calls: ColumnCall[] = [
    ...(draft.tenantScoped ? [{ args: ["'tenant_id'", "'bigint'"], builder: '(c) => c.notNull()' }] : []),
    ...draft.columns.map((col) => ({
      args: [stringLiteral(col.column), stringLiteral(columnType(col.dataType, col.length))],
      builder: columnBuilder(col),
    })),
  ];
  const indexes = [
    ...(draft.tenantScoped
      ? [createIndex(table, indexName(table, [], false, 'tenant'), ['tenant_id'], false)]
      : []),
    ...draft.indexes.map((index) =>
      createIndex(table, indexName(table, index.columns, index.unique), index.columns, index.unique),
    ),
  ];
  const about = [
    draft.comment?.trim() || `The ${table} table.`,
    '',
    `Drafted on the database screen${draft.tenantScoped ? ' (a tenant-owned table: tenant_id, indexed)' : ''}.`,
    'Check the types, defaults and indexes, then list it last in migrations/index.ts and add its interface to',
    'db/schema.',
    ...storedAs(draft.columns.map((c) => c.dataType)),
  ].join('\n');
  return [
    "import { createTable, type MigrationDb, withAudit } from './helpers.ts';",
    '',
    docComment(about),
    'export async function up(db: MigrationDb): Promise<void> {',
    ...createStatement(table, calls),
    ...indexes,
    '}',
    '',
    'export async function down(db: MigrationDb): Promise<void> {',
    `  await db.schema.dropTable(${stringLiteral(table)}).execute();`,
    '}',
    '',
  ].join('\n');
}
