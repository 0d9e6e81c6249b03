import type { DbColumnOutput, DbTableDetailOutput } from '@retail/contracts/api/system/database';
import { WIDTH } from '../../../platform/source-text/call-chain.ts';
import {
  camelOf,
  docComment,
  numberLiteral,
  pascalOf,
  propertyKey,
  stringLiteral,
  widthOf,
} from '../../../platform/source-text/literals.ts';
import { isSecretColumn } from './secret-columns.ts';

export type Row = Record<string, unknown>;

const NUMERIC = new Set(['smallint', 'integer', 'bigint', 'decimal', 'float']);

/** A stored value as a TypeScript literal. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return stringLiteral(value);
  if (value instanceof Date) return stringLiteral(value.toISOString());
  if (value instanceof Uint8Array)
    return `Buffer.from(${stringLiteral(Buffer.from(value).toString('hex'))}, 'hex')`;
  return stringLiteral(JSON.stringify(value));
}

/** What a secret column's value becomes: null where it may be, else an empty text or zero. */
function masked(column: DbColumnOutput): string {
  if (column.nullable) return 'null';
  return NUMERIC.has(column.type) ? '0' : column.type === 'boolean' ? 'false' : "''";
}

/**
 * `      key: value,` as prettier prints an object property: a text too long for the line moves below its key
 * (unless the key is shorter than five characters).
 */
function propertyLine(key: string, value: string, comment = ''): string {
  const line = `      ${key}: ${value},${comment}`;
  if (widthOf(line) <= WIDTH || !value.startsWith("'") || widthOf(key) < 5) return line;
  return `      ${key}:\n        ${value},${comment}`;
}

function rowObject(row: Row, columns: DbColumnOutput[]): string[] {
  return [
    '    {',
    ...columns.map((column) =>
      isSecretColumn(column.name)
        ? propertyLine(propertyKey(column.property), masked(column), ' // masked: a secret')
        : propertyLine(propertyKey(column.property), literal(row[column.name])),
    ),
    '    },',
  ];
}

/**
 * A seed module of a table's rows in this project's insert-missing style (db/seed): fixed ids, inserted only
 * where the id is missing, so rows users edited stay as they are. Secret columns (`isSecretColumn`) are masked.
 */
export function seedText(detail: DbTableDetailOutput, rows: Row[]): string {
  const { name } = detail.table;
  const secrets = detail.columns.filter((c) => isSecretColumn(c.name)).map((c) => c.name);
  const about = [
    `The rows of ${name} taken on the database screen (${rows.length} ${rows.length === 1 ? 'row' : 'rows'}, by id).`,
    'Inserted where their id is missing; rows that exist are left as users edited them.',
    ...(secrets.length > 0
      ? [`Masked (secret by name): ${secrets.join(', ')}. Fill them in before committing.`]
      : []),
  ].join('\n');
  const call = `  await insertMissing(db, ${stringLiteral(camelOf(name))}, [`;
  return [
    "import type { Db } from '../../platform/db/database.ts';",
    "import { insertMissing } from './insert-missing.ts';",
    '',
    docComment(about),
    `export async function seed${pascalOf(name)}(db: Db): Promise<void> {`,
    ...(rows.length === 0
      ? [`${call}]);`]
      : [call, ...rows.flatMap((row) => rowObject(row, detail.columns)), '  ]);']),
    '}',
    '',
  ].join('\n');
}
