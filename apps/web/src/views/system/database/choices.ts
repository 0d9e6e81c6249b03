import type { CODEGEN_COMMON_COLUMNS, CODEGEN_DATA_TYPES } from '@retail/contracts/api/system/code-gen';
import type { MIGRATION_OPERATIONS } from '@retail/contracts/api/system/database';

/*
 * The contracts' lists, written out here because the web takes only types from @retail/contracts/api (no schema
 * reaches the bundle); typed as the contracts' own tuples, so a change there fails the typecheck here.
 */

export const OPERATIONS: typeof MIGRATION_OPERATIONS = [
  'addTable',
  'addColumn',
  'renameColumn',
  'dropColumn',
  'addIndex',
];

export const DATA_TYPES: typeof CODEGEN_DATA_TYPES = [
  'string',
  'text',
  'integer',
  'money',
  'boolean',
  'date',
  'datetime',
  'reference',
];

/** The columns the migration helpers give every drafted table. */
export const COMMON_COLUMNS: typeof CODEGEN_COMMON_COLUMNS = [
  'id',
  'tenant_id',
  'create_time',
  'update_time',
  'create_user_id',
  'create_user_name',
  'update_user_id',
  'update_user_name',
  'is_delete',
];

/** A table or column name, as the contracts' SNAKE_NAME checks it. */
export const SNAKE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
