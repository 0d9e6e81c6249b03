import type { CodeGenDataType } from '@retail/contracts/api/system/code-gen';
import type { DbColumnOutput, DbColumnType } from '@retail/contracts/api/system/database';
import type { SizedColumn } from '@retail/contracts/api/system/mysql-limits';

/** Base type names (lower case, before any `(…)`) of each normalised type, as the three databases write them. */
const TYPE_NAMES: Record<Exclude<DbColumnType, 'other'>, readonly string[]> = {
  smallint: ['smallint', 'int2', 'tinyint'],
  integer: ['integer', 'int', 'int4', 'mediumint', 'serial'],
  bigint: ['bigint', 'int8', 'bigserial'],
  decimal: ['decimal', 'numeric'],
  float: ['real', 'float', 'double', 'double precision', 'float4', 'float8'],
  boolean: ['boolean', 'bool'],
  string: ['varchar', 'character varying', 'char', 'character', 'nvarchar', 'nchar'],
  text: ['text', 'tinytext', 'mediumtext', 'longtext', 'clob'],
  binary: ['blob', 'bytea', 'binary', 'varbinary', 'tinyblob', 'mediumblob', 'longblob'],
  datetime: [
    'timestamp',
    'timestamp without time zone',
    'timestamp with time zone',
    'timestamptz',
    'datetime',
    'date',
    'time',
  ],
  json: ['json', 'jsonb'],
};

const BY_NAME = new Map<string, DbColumnType>(
  Object.entries(TYPE_NAMES).flatMap(([type, names]) => names.map((name) => [name, type as DbColumnType])),
);

/**
 * The normalised type and string length of a raw type: `varchar(64)`, `character varying(64)`,
 * `bigint(20) unsigned`, `int8`. MySQL's `tinyint(1)` is its boolean.
 */
export function normaliseType(rawType: string): { type: DbColumnType; length: number | null } {
  const raw = rawType.trim().toLowerCase();
  const match =
    /^([a-z][a-z0-9 ]*?)\s*(?:\((\d+)(?:\s*,\s*\d+)?\))?(?:\s+(?:unsigned|zerofill|signed))*$/.exec(raw);
  if (!match) return { type: 'other', length: null };
  const base = (match[1] ?? '').trim();
  const size = match[2] === undefined ? null : Number(match[2]);
  if (base === 'tinyint' && size === 1) return { type: 'boolean', length: null };
  const type = BY_NAME.get(base) ?? 'other';
  return { type, length: type === 'string' ? size : null };
}

/** A migration type that makes the column again on each database (a dropped column's `down`). */
export function portableType(column: Pick<DbColumnOutput, 'type' | 'length' | 'rawType'>): string {
  switch (column.type) {
    case 'string':
      return `varchar(${column.length ?? 255})`;
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'text':
    case 'boolean':
    case 'json':
      return column.type;
    case 'float':
      return 'double precision';
    case 'datetime':
      return 'timestamp';
    case 'binary':
      return 'blob';
    default:
      return column.rawType;
  }
}

const SIZED_AS: Partial<Record<DbColumnType, CodeGenDataType>> = {
  smallint: 'boolean',
  boolean: 'boolean',
  integer: 'integer',
  text: 'text',
  json: 'text',
  binary: 'text',
};

/** An existing column as MySQL's limits count it (the draft's data type of the same size). */
export function sizedColumn(column: DbColumnOutput): SizedColumn {
  const dataType = column.type === 'string' ? 'string' : (SIZED_AS[column.type] ?? 'reference');
  return {
    column: column.name,
    dataType,
    ...(column.type === 'string' ? { length: column.length ?? 255 } : {}),
    nullable: column.nullable,
  };
}
