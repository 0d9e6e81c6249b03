import type { CodeGenDataType } from '@retail/contracts/api/system/code-gen';
import type { CreateMigrationBody, MigrationOperation } from '@retail/contracts/api/system/database';

/** One column as the designer's fields hold it: the default is typed as text. */
export interface ColumnValues {
  column?: string;
  dataType?: CodeGenDataType;
  length?: number | null;
  nullable?: boolean;
  defaultValue?: string | null;
}

/** The designer's form: the operation and its spec, named as the request names them (server messages match). */
export interface DesignerValues {
  operation: MigrationOperation;
  spec: {
    table?: string;
    comment?: string;
    tenantScoped?: boolean;
    columns?: ColumnValues[] | string[];
    indexes?: Array<{ columns?: string[]; unique?: boolean }>;
    column?: ColumnValues | string;
    from?: string;
    to?: string;
    unique?: boolean;
  };
}

const NUMERIC: readonly CodeGenDataType[] = ['integer', 'money', 'boolean', 'datetime', 'reference'];

/** A column of the request: a length only for strings, a default only when given (a number for numbers). */
export function columnSpec(values: ColumnValues) {
  const dataType = values.dataType ?? 'string';
  const text = values.defaultValue?.trim() ?? '';
  const numeric = NUMERIC.includes(dataType) && /^-?\d+$/.test(text);
  return {
    column: values.column?.trim() ?? '',
    dataType,
    nullable: values.nullable ?? false,
    ...(dataType === 'string' && values.length ? { length: values.length } : {}),
    ...(text === '' ? {} : { defaultValue: numeric ? Number(text) : text }),
  };
}

const names = (list: unknown) =>
  Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];

/** The createMigration request of the designer's values: only the fields of the chosen operation. */
export function migrationBody({ operation, spec }: DesignerValues): CreateMigrationBody {
  const table = spec.table?.trim() ?? '';
  switch (operation) {
    case 'addTable':
      return {
        operation,
        spec: {
          table,
          ...(spec.comment?.trim() ? { comment: spec.comment.trim() } : {}),
          tenantScoped: spec.tenantScoped ?? true,
          columns: ((spec.columns ?? []) as ColumnValues[]).map(columnSpec),
          indexes: (spec.indexes ?? []).map((index) => ({
            columns: index.columns ?? [],
            unique: index.unique ?? false,
          })),
        },
      };
    case 'addColumn':
      return { operation, spec: { table, column: columnSpec((spec.column ?? {}) as ColumnValues) } };
    case 'renameColumn':
      return { operation, spec: { table, from: spec.from ?? '', to: spec.to?.trim() ?? '' } };
    case 'dropColumn':
      return { operation, spec: { table, column: typeof spec.column === 'string' ? spec.column : '' } };
    case 'addIndex':
      return { operation, spec: { table, columns: names(spec.columns), unique: spec.unique ?? false } };
  }
}
