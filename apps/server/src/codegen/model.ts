import type { CodeGenColumn, CodeGenConfig } from '@retail/contracts/api/system/code-gen';
import { camelOf, kebabOf, pascalOf } from './names.ts';

/** A configured column with the names and types the templates write. */
export interface Field {
  col: CodeGenColumn;
  /** the camelCase property (`supplier_id` → `supplierId`) */
  prop: string;
  /** the Kysely column type */
  rowType: 'string' | 'number';
  /** the API output type */
  outType: 'string' | 'number' | 'boolean';
  /** a reference shown by a column of another (or this) table: its Kysely table, its shown column and output name */
  ref?: {
    tableKey: string;
    table: string;
    display: string;
    label: string;
    tenantScoped: boolean;
    tree: boolean;
  };
  /** the data type needs no value (defaults to 0, false, or null) */
  optional: boolean;
}

/** Everything the templates read: the config plus the names and paths that follow from it. */
export interface Model {
  config: CodeGenConfig;
  /** the Kysely table key: `retail_coupon` → `retailCoupon` */
  tableKey: string;
  entity: string;
  resource: string;
  kebab: string;
  /** the module's folder, the contracts file and their import paths */
  moduleDir: string;
  contractsPath: string;
  contractsImport: string;
  webApiPath: string;
  viewDir: string;
  /** the menu node's component (`/retail/retail-coupon/index` → views/retail/retail-coupon/index.tsx) */
  component: string;
  /** the screen's URL */
  routePath: string;
  /** the web i18n namespace (`retailCoupon` → `t('retailCoupon.…')`) */
  i18nDir: string;
  fields: Field[];
  /** the column the list sorts by when no sort is asked: the first sortable one, else id */
  defaultSort: string;
  /** the self-referencing tree column (parent), if any */
  parent: Field | undefined;
}

const numeric = new Set(['integer', 'money', 'reference', 'boolean', 'datetime']);

/** An upload column holds the id of a file of the tenant's file list, shown by its name. */
const UPLOADED_FILE = { table: 'sys_file', displayColumn: 'file_name', tenantScoped: true } as const;

function fieldOf(config: CodeGenConfig, col: CodeGenColumn): Field {
  const prop = camelOf(col.column);
  // a reference is read for the control that shows it: a stale fk or tree of another control is ignored
  const target =
    col.control === 'fk'
      ? col.fk
      : col.control === 'tree'
        ? col.tree
        : col.control === 'upload'
          ? UPLOADED_FILE
          : undefined;
  const base = prop.endsWith('Id') && prop.length > 2 ? prop.slice(0, -2) : prop;
  return {
    col,
    prop,
    rowType: numeric.has(col.dataType) ? 'number' : 'string',
    outType:
      col.dataType === 'boolean'
        ? 'boolean'
        : col.dataType === 'datetime' || !numeric.has(col.dataType)
          ? 'string'
          : 'number',
    ref: target
      ? {
          tableKey: camelOf(target.table),
          table: target.table,
          display: camelOf(target.displayColumn),
          label: `${base}${pascalOf(camelOf(target.displayColumn))}`,
          tenantScoped: 'tenantScoped' in target ? target.tenantScoped : true,
          tree: Boolean(col.tree) && target.table === config.table,
        }
      : undefined,
    optional: col.nullable || ['integer', 'money', 'boolean'].includes(col.dataType),
  };
}

export function modelOf(config: CodeGenConfig): Model {
  const kebab = kebabOf(config.resource);
  const fields = config.columns.map((col) => fieldOf(config, col));
  return {
    config,
    tableKey: camelOf(config.table),
    entity: config.entity,
    resource: config.resource,
    kebab,
    moduleDir: `apps/server/src/modules/${config.area}/${kebab}`,
    contractsPath: `packages/contracts/src/api/${config.area}/${kebab}.ts`,
    contractsImport: `@retail/contracts/api/${config.area}/${kebab}`,
    webApiPath: `apps/web/src/api/${kebab}.ts`,
    viewDir: `apps/web/src/views/${config.area}/${kebab}`,
    component: `/${config.area}/${kebab}/index`,
    routePath: `/${config.area}/${config.resource}`,
    i18nDir: `apps/web/src/i18n/${kebab}`,
    fields,
    defaultSort: fields.find((f) => f.col.sort)?.prop ?? 'id',
    parent: fields.find((f) => f.ref?.tree && f.col.tree?.parentColumn === f.col.column),
  };
}

/** The fields of the add and edit form. */
export const editable = (m: Model) => m.fields.filter((f) => f.col.edit);
/** The fields that are list columns. */
export const listed = (m: Model) => m.fields.filter((f) => f.col.list);
/** The search fields. */
export const searched = (m: Model) => m.fields.filter((f) => f.col.search);
/** The fields shown by another table's column. */
export const referencing = (m: Model) => m.fields.filter((f) => f.ref);
/** The references picked from a list of choices (an upload's file is uploaded, not picked). */
export const chosen = (m: Model) => m.fields.filter((f) => f.ref && f.col.control !== 'upload');
