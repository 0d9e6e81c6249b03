/**
 * The kinds a code generation config chooses from (issue 19): the screen's selects and the contract's checks
 * (api/system/code-gen.ts) read the same lists.
 */

/**
 * What a column holds. The migration type and the TypeScript type follow from it: `money` is integer fen in the
 * table and yuan at the API; `date` is `YYYY-MM-DD` text; `datetime` epoch milliseconds shown as local time;
 * `boolean` 0/1; `reference` the BIGINT id of another row (a foreign key or a tree parent).
 */
export const CODEGEN_DATA_TYPES = [
  'string',
  'text',
  'integer',
  'money',
  'boolean',
  'date',
  'datetime',
  'reference',
] as const;
export type CodeGenDataType = (typeof CODEGEN_DATA_TYPES)[number];

/** The form control of a column. */
export const CODEGEN_CONTROLS = [
  'text',
  'textarea',
  'number',
  'money',
  'dict',
  'fk',
  'tree',
  'date',
  'datetime',
  'switch',
  'upload',
  'richText',
] as const;
export type CodeGenControl = (typeof CODEGEN_CONTROLS)[number];

/** Which data types a control can edit. */
export const CONTROL_DATA_TYPES: Record<CodeGenControl, readonly CodeGenDataType[]> = {
  text: ['string'],
  textarea: ['string', 'text'],
  number: ['integer'],
  money: ['money'],
  dict: ['string'],
  fk: ['reference'],
  tree: ['reference'],
  date: ['date'],
  datetime: ['datetime'],
  switch: ['boolean'],
  upload: ['reference'],
  richText: ['text'],
};

/** How a search field filters: `equals`, `contains` (text), `range` (from–to: numbers, money, dates). */
export const CODEGEN_QUERY_KINDS = ['equals', 'contains', 'range'] as const;
export type CodeGenQueryKind = (typeof CODEGEN_QUERY_KINDS)[number];

/** The spec §5 validators a text column may carry (the request schemas' rule pieces, api/text-rules.ts). */
export const CODEGEN_RULES = ['mobile', 'phone', 'email', 'idCard', 'url'] as const;
export type CodeGenRule = (typeof CODEGEN_RULES)[number];

export const CODEGEN_AREAS = ['retail', 'system'] as const;
export type CodeGenArea = (typeof CODEGEN_AREAS)[number];

/** A table or column name: lower case snake_case, as every table of this project. */
export const SNAKE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** A type name: PascalCase. */
export const PASCAL_NAME = /^[A-Z][A-Za-z0-9]{0,62}$/;
/** An API resource: camelCase (`/api/retailCoupon`); also the permission prefix (`retailCoupon:page`). */
export const CAMEL_NAME = /^[a-z][A-Za-z0-9]{0,62}$/;
/** A dictionary type code. */
export const DICT_CODE = /^[A-Za-z][\w.:-]{0,63}$/;

/** Columns every generated table has; a config never lists them. */
export const CODEGEN_COMMON_COLUMNS = [
  'id',
  'tenant_id',
  'create_time',
  'update_time',
  'create_user_id',
  'create_user_name',
  'update_user_id',
  'update_user_name',
  'is_delete',
] as const;

/** What a migration draft of the database screen does. */
export const MIGRATION_OPERATIONS = [
  'addTable',
  'addColumn',
  'renameColumn',
  'dropColumn',
  'addIndex',
] as const;
export type MigrationOperation = (typeof MIGRATION_OPERATIONS)[number];
