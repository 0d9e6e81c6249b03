import { z } from 'zod';
import { id } from '../fields.ts';
import { SNAKE_NAME } from './code-gen.ts';

/**
 * The database screens (issue 19, /platform/database): the connected database's tables and columns, and texts a
 * developer commits: a table's Kysely interface and output schema, a seed module of its rows, and migration
 * drafts. Nothing here changes the schema or writes a file on the server.
 */

export const DB_TYPES = ['sqlite', 'postgres', 'mysql'] as const;
export type DbTypeName = (typeof DB_TYPES)[number];

export const databaseOutput = z.object({ configId: z.string(), dbType: z.enum(DB_TYPES) });

/**
 * A column's type the same on every database: the three report `bigint`, `int8` and `bigint(20)` for one
 * migration type. `other` is a type this list does not know (the raw type tells).
 */
export const DB_COLUMN_TYPES = [
  'smallint',
  'integer',
  'bigint',
  'decimal',
  'float',
  'boolean',
  'string',
  'text',
  'binary',
  'datetime',
  'json',
  'other',
] as const;
export type DbColumnType = (typeof DB_COLUMN_TYPES)[number];

export const dbTableOutput = z.object({
  name: z.string(),
  /** PostgreSQL and MySQL table comments; SQLite has none */
  comment: z.string().nullable(),
  /** the database's own estimate (statistics), null when it has none at hand; never a count(*) */
  rowEstimate: z.number().nullable(),
});

export const dbColumnOutput = z.object({
  name: z.string(),
  /** the camelCase property Kysely's CamelCasePlugin maps it to */
  property: z.string(),
  type: z.enum(DB_COLUMN_TYPES),
  /** as the database reports it: `varchar(64)`, `character varying(64)`, `bigint(20)` */
  rawType: z.string(),
  /** the characters of a string column */
  length: z.number().nullable(),
  nullable: z.boolean(),
  /** the default as text (quotes and casts taken off), null when none */
  defaultValue: z.string().nullable(),
  primaryKey: z.boolean(),
  autoIncrement: z.boolean(),
  comment: z.string().nullable(),
});

export const dbIndexOutput = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  unique: z.boolean(),
});

export const dbForeignKeyOutput = z.object({
  name: z.string().nullable(),
  columns: z.array(z.string()),
  refTable: z.string(),
  refColumns: z.array(z.string()),
  onDelete: z.string().nullable(),
  onUpdate: z.string().nullable(),
});

/** A table with its columns, its indexes (the primary key's own index left out) and its foreign keys. */
export const dbTableDetailOutput = z.object({
  table: dbTableOutput,
  columns: z.array(dbColumnOutput),
  indexes: z.array(dbIndexOutput),
  foreignKeys: z.array(dbForeignKeyOutput),
});

const snakeName = z.string().regex(SNAKE_NAME, 'lower-case letters, digits and _, starting with a letter');

/** `/columnList/{tableName}` */
export const tableNameParams = z.object({ tableName: snakeName });
export const createEntityInput = z.strictObject({ tableName: snakeName });
export const createSeedDataInput = z.strictObject({
  tableName: snakeName,
  /** only these rows; all (up to the limit) when absent */
  ids: z.array(id).min(1).max(500).optional(),
  limit: z.number().int().min(1).max(500).default(100),
});

/** A text to commit: its suggested file name and its content. */
export const generatedTextOutput = z.object({ fileName: z.string(), content: z.string() });

export type DatabaseOutput = z.output<typeof databaseOutput>;
export type DbTableOutput = z.output<typeof dbTableOutput>;
export type DbColumnOutput = z.output<typeof dbColumnOutput>;
export type DbIndexOutput = z.output<typeof dbIndexOutput>;
export type DbForeignKeyOutput = z.output<typeof dbForeignKeyOutput>;
export type DbTableDetailOutput = z.output<typeof dbTableDetailOutput>;
export type CreateSeedDataInput = z.output<typeof createSeedDataInput>;
export type CreateSeedDataBody = z.input<typeof createSeedDataInput>;
export type GeneratedTextOutput = z.output<typeof generatedTextOutput>;

export * from './migration-spec.ts';
