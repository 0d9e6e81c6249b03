import type { CodeGenDataType } from '@retail/contracts/api/system/code-gen';
import { brokenCall, type Call, chainStatement, flat, WIDTH } from '../platform/source-text/call-chain.ts';
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

/** A column of a draft: a new table's, or one added to a table. */
export type ColumnDraft = TableDraft['columns'][number];

/** `(c) => c.notNull().defaultTo(0)`, or null when the column needs no builder. */
function columnBuilder(col: Pick<ColumnDraft, 'nullable' | 'defaultValue'>): string | null {
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

const addColumnCall = (col: ColumnDraft): Call => ({
  name: 'addColumn',
  args: [stringLiteral(col.column), stringLiteral(columnType(col.dataType, col.length))],
  builder: columnBuilder(col),
});

/**
 * `await withAudit(createTable(db, 'x').addColumn(...)…).execute();` laid out as prettier lays out the member
 * chain: one line when it fits; one call a line when there are several calls and one takes an arrow function
 * (or one line is too narrow); a single call that does not fit breaks its own arguments.
 */
function createStatement(table: string, calls: Call[]): string[] {
  const create = `createTable(db, ${stringLiteral(table)})`;
  const oneLine = `${create}.${calls.map(flat).join('.')}`;
  const whole = `  await withAudit(${oneLine}).execute();`;
  const expanded = calls.length > 1 && calls.some((c) => c.builder);
  if (!expanded && widthOf(whole) <= WIDTH) return [whole];
  const wrapped = (lines: string[]) => ['  await withAudit(', ...lines, '  ).execute();'];
  if (!expanded && widthOf(`    ${oneLine},`) <= WIDTH) return wrapped([`    ${oneLine},`]);
  if (calls.length === 1) return wrapped([brokenCall(`    ${create}.`, calls[0] as Call, '    ', ',')]);
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
  const calls: Call[] = [
    ...(draft.tenantScoped
      ? [{ name: 'addColumn', args: ["'tenant_id'", "'bigint'"], builder: '(c) => c.notNull()' }]
      : []),
    ...draft.columns.map(addColumnCall),
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
  return migrationText(
    "import { createTable, type MigrationDb, withAudit } from './helpers.ts';",
    about,
    [...createStatement(table, calls), ...indexes],
    [chainStatement('db.schema', [call('dropTable', table), call('execute')])],
  );
}

/** A migration file: its import, what it does, `up` and `down`. */
function migrationText(imports: string, about: string, up: string[], down: string[]): string {
  return [
    imports,
    '',
    docComment(about),
    'export async function up(db: MigrationDb): Promise<void> {',
    ...up,
    '}',
    '',
    'export async function down(db: MigrationDb): Promise<void> {',
    ...down,
    '}',
    '',
  ].join('\n');
}

/** `name('a', 'b')`: a call whose arguments are names (quoted). */
const call = (name: string, ...names: string[]): Call => ({ name, args: names.map(stringLiteral) });

const ALTER_IMPORT = "import type { MigrationDb } from './helpers.ts';";
const CHECK_IT = 'Drafted on the database screen: check it, then list it last in migrations/index.ts';

/** `await db.schema.alterTable('t').<change>.execute();` */
const alter = (table: string, change: Call) =>
  chainStatement('db.schema', [call('alterTable', table), change, call('execute')]);

/**
 * A migration adding a column to a table (its `down` drops it again). A NOT NULL column needs a default: the
 * table's rows get it.
 */
export function addColumnMigration(table: string, column: ColumnDraft): string {
  const about = [
    `Adds ${table}.${column.column}.`,
    '',
    `${CHECK_IT} and add the property to the table's interface in db/schema.`,
    ...storedAs([column.dataType]),
  ].join('\n');
  return migrationText(
    ALTER_IMPORT,
    about,
    [alter(table, addColumnCall(column))],
    [alter(table, call('dropColumn', column.column))],
  );
}

/** A migration renaming a column (MariaDB 10.5.2+, SQLite 3.25+, every PostgreSQL); `down` renames it back. */
export function renameColumnMigration(table: string, from: string, to: string): string {
  const about = [
    `Renames ${table}.${from} to ${to}.`,
    '',
    `${CHECK_IT} and rename the property in the table's interface in db/schema and wherever it is used.`,
  ].join('\n');
  return migrationText(
    ALTER_IMPORT,
    about,
    [alter(table, call('renameColumn', from, to))],
    [alter(table, call('renameColumn', to, from))],
  );
}

/**
 * A migration dropping a column. Its `down` adds the column back, with `restoreType` and nullable, but not its
 * values: they are gone once `up` ran.
 */
export function dropColumnMigration(table: string, column: string, restoreType: string): string {
  const about = [
    `Drops ${table}.${column}.`,
    '',
    `${CHECK_IT} and take the property out of the table's interface in db/schema.`,
    'Its down adds the column back empty: its values are not restored.',
  ].join('\n');
  return migrationText(
    ALTER_IMPORT,
    about,
    [alter(table, call('dropColumn', column))],
    [alter(table, call('addColumn', column, restoreType))],
  );
}

/** A migration adding an index (named by `indexName`); `down` drops it. */
export function addIndexMigration(table: string, columns: string[], unique: boolean): string {
  const name = indexName(table, columns, unique);
  const about = [
    `${unique ? 'A unique index' : 'An index'} on ${table} (${columns.join(', ')}).`,
    '',
    `${CHECK_IT}.${unique ? ' It fails where rows already share the values.' : ''}`,
  ].join('\n');
  return migrationText(
    "import { isMysql, type MigrationDb } from './helpers.ts';",
    about,
    [createIndex(table, name, columns, unique)],
    [
      // only MySQL names the table of the index it drops
      `  let drop = db.schema.dropIndex(${stringLiteral(name)});`,
      `  if (isMysql(db)) drop = drop.on(${stringLiteral(table)});`,
      '  await drop.execute();',
    ],
  );
}

/** `NNNN_<slug>`: the name of a new migration, numbered after the newest of `names`. */
export function nextMigrationName(names: readonly string[], slug: string): string {
  const newest = Math.max(0, ...names.map((name) => Number.parseInt(name, 10) || 0));
  const cut = slug.slice(0, 60).replace(/_+$/, '');
  return `${String(newest + 1).padStart(4, '0')}_${cut}`;
}
