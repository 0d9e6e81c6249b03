import { z } from 'zod';
import { pageInputShape } from '../paging.ts';
import { filterText, id, idsInput, optionalText } from '../fields.ts';
import {
  CODEGEN_AREAS,
  CODEGEN_CONTROLS,
  CODEGEN_DATA_TYPES,
  CODEGEN_QUERY_KINDS,
  CODEGEN_RULES,
  CONTROL_DATA_TYPES,
  DICT_CODE,
  CAMEL_NAME,
  PASCAL_NAME,
  SNAKE_NAME,
  CODEGEN_COMMON_COLUMNS,
} from '../../code-gen-kinds.ts';

export * from '../../code-gen-kinds.ts';

/**
 * Code generation (issue 19). A generation config is one JSON document: the table, its columns as the screen
 * configured them, the menu placement and the options. The screen stores it, the server previews and zips what it
 * generates, and `npm run gen -- CONFIG.json` writes the same files into a working tree. Every name that becomes a
 * path, a SQL identifier or a TypeScript name is checked here, so none can traverse a path or inject SQL.
 */

/** The three languages of every label. */
export const labelTexts = z.strictObject({
  'zh-cn': z.string().trim().min(1).max(64),
  en: z.string().trim().min(1).max(64),
  'zh-tw': z.string().trim().min(1).max(64),
});
export type LabelTexts = z.output<typeof labelTexts>;

const snakeName = z.string().regex(SNAKE_NAME, 'lower-case letters, digits and _, starting with a letter');

export const codeGenColumn = z.strictObject({
  /** the database column (snake_case); the property is its camelCase */
  column: snakeName.refine((name) => !(CODEGEN_COMMON_COLUMNS as readonly string[]).includes(name), {
    message: 'a common column every generated table has',
  }),
  dataType: z.enum(CODEGEN_DATA_TYPES),
  /** the most characters of a `string` column */
  length: z.number().int().min(1).max(2000).optional(),
  nullable: z.boolean(),
  label: labelTexts,
  control: z.enum(CODEGEN_CONTROLS),
  /** the dictionary type of a `dict` control */
  dictCode: z.string().regex(DICT_CODE).optional(),
  /** a `fk` control: the table whose id this column holds, and the column shown for it */
  fk: z
    .strictObject({
      table: snakeName,
      displayColumn: snakeName,
      /** the table has a tenant_id and soft-deletes (every table of the module kit); false: a platform table */
      tenantScoped: z.boolean().default(true),
    })
    .optional(),
  /** a `tree` control: the tree's table (this table for a parent), its parent column and the column shown */
  tree: z.strictObject({ table: snakeName, parentColumn: snakeName, displayColumn: snakeName }).optional(),
  /** shown as a list column */
  list: z.boolean(),
  /** a search field */
  search: z.boolean(),
  queryKind: z.enum(CODEGEN_QUERY_KINDS),
  /** the list sorts by it (the server's allowlist) */
  sort: z.boolean(),
  /** a field of the add and edit form */
  edit: z.boolean(),
  required: z.boolean(),
  /** at most one: a value meets one format */
  rules: z.array(z.enum(CODEGEN_RULES)).max(1),
});
export type CodeGenColumn = z.output<typeof codeGenColumn>;

/** Generated menus take ids from this range: menu `idBase + 0`, buttons `idBase + 1…`. */
export const CODEGEN_MENU_ID_MIN = 1_360_000_000_000;
export const CODEGEN_MENU_ID_MAX = 1_369_999_999_900;

const columnRules = (config: { table: string; columns: CodeGenColumn[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  config.columns.forEach((col, i) => {
    const at = (field: string) => ['columns', i, field];
    if (seen.has(col.column)) ctx.addIssue({ code: 'custom', path: at('column'), message: 'listed twice' });
    seen.add(col.column);
    if (!CONTROL_DATA_TYPES[col.control].includes(col.dataType)) {
      ctx.addIssue({ code: 'custom', path: at('control'), message: `cannot edit a ${col.dataType} column` });
    }
    if (col.control === 'dict' && !col.dictCode) {
      ctx.addIssue({
        code: 'custom',
        path: at('dictCode'),
        message: 'a dictionary select names its dictionary',
      });
    }
    if (col.control === 'fk' && !col.fk) {
      ctx.addIssue({ code: 'custom', path: at('fk'), message: 'a foreign-key select names its table' });
    }
    if (col.control === 'tree' && !col.tree) {
      ctx.addIssue({ code: 'custom', path: at('tree'), message: 'a tree select names its table' });
    }
    if (col.queryKind === 'contains' && !['string', 'text'].includes(col.dataType)) {
      ctx.addIssue({ code: 'custom', path: at('queryKind'), message: 'only text is searched by contains' });
    }
    if (col.queryKind === 'range' && !['integer', 'money', 'date', 'datetime'].includes(col.dataType)) {
      ctx.addIssue({ code: 'custom', path: at('queryKind'), message: 'only numbers and dates have a range' });
    }
    if (col.rules.length > 0 && col.dataType !== 'string') {
      ctx.addIssue({ code: 'custom', path: at('rules'), message: 'only a string column has text rules' });
    }
    if (col.control === 'richText' && (col.list || col.search || col.sort)) {
      ctx.addIssue({ code: 'custom', path: at('list'), message: 'rich text is shown in its form only' });
    }
    if (col.control === 'upload' && (col.search || col.sort)) {
      ctx.addIssue({
        code: 'custom',
        path: at('search'),
        message: 'an upload is neither searched nor sorted',
      });
    }
    if (col.required && !col.edit) {
      ctx.addIssue({ code: 'custom', path: at('required'), message: 'a required column is a form field' });
    }
  });
  if (!config.columns.some((c) => c.list)) {
    ctx.addIssue({ code: 'custom', path: ['columns'], message: 'at least one column is listed' });
  }
};

const configShape = {
  /** the config's format; a newer generator reads older versions */
  version: z.literal(1),
  table: snakeName,
  /** the type names: `Coupon` → `CouponOutput`, `CouponService`, `CouponForm` */
  entity: z.string().regex(PASCAL_NAME, 'PascalCase: a capital letter, then letters and digits'),
  /** the API resource and permission prefix: `retailCoupon` → `/api/retailCoupon/page`, `retailCoupon:add` */
  resource: z.string().regex(CAMEL_NAME, 'camelCase: a lower-case letter, then letters and digits'),
  area: z.enum(CODEGEN_AREAS),
  /** true when the table does not exist yet: a migration creating it is generated */
  newTable: z.boolean(),
  label: labelTexts,
  menu: z.strictObject({
    /** the directory the screen goes under */
    parentId: id,
    /** the screen's menu id; its buttons follow it (stable across regenerations) */
    idBase: z
      .number()
      .int()
      .min(CODEGEN_MENU_ID_MIN)
      .max(CODEGEN_MENU_ID_MAX)
      .refine((n) => n % 100 === 0, 'a multiple of 100'),
    icon: z.string().regex(/^[A-Za-z][\w-]{0,63}$/),
    order: z.number().int().min(0).max(1_000_000),
  }),
  options: z.strictObject({
    /** the list is the whole table as a tree (needs a `tree` column whose table is this table) */
    treeTable: z.boolean(),
    /** Excel export of the filtered list, and import of new rows */
    excel: z.boolean(),
    /** a print action that prints a row's details */
    print: z.boolean(),
  }),
  columns: z.array(codeGenColumn).min(1).max(60),
};

export const codeGenConfig = z.strictObject(configShape).superRefine((config, ctx) => {
  columnRules(config, ctx);
  const selfTree = config.columns.find((c) => c.tree?.table === config.table);
  if (config.options.treeTable && !selfTree) {
    ctx.addIssue({
      code: 'custom',
      path: ['options', 'treeTable'],
      message: 'a tree table has a tree column whose table is this table',
    });
  }
});
export type CodeGenConfig = z.output<typeof codeGenConfig>;

/** A stored generation: its config and who keeps it. */
export const codeGenAddInput = z.strictObject({ config: codeGenConfig, remark: optionalText(256) });
export const codeGenUpdateInput = z.strictObject({ id, config: codeGenConfig, remark: optionalText(256) });
export const codeGenPageInput = z.strictObject({ ...pageInputShape, keyword: filterText(64) });
export const codeGenDeleteInput = idsInput;
/** `nextMenuIdBase?tableName=`: the table a new config is for, if chosen */
export const codeGenNextMenuQuery = z.object({ tableName: snakeName.optional() });
/** `columnList/{tableName}` */
export const codeGenTableParams = z.strictObject({ tableName: snakeName });

export const codeGenOutput = z.object({
  id: z.number(),
  tableName: z.string(),
  resource: z.string(),
  entity: z.string(),
  area: z.string(),
  label: labelTexts,
  menuParentId: z.number(),
  /** the parent menu's title key (`menu.retail`), null when that menu is gone */
  menuParentTitle: z.string().nullable(),
  menuIdBase: z.number(),
  config: codeGenConfig,
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  updateUserName: z.string().nullable(),
});

/** A table of the database, as the edit dialog offers it. */
export const codeGenTableOutput = z.object({
  tableName: z.string(),
  columnCount: z.number(),
  /** it has tenant_id and is_delete: a module's tenant-scoped table */
  tenantScoped: z.boolean(),
  /** the generation row kept for it, if any */
  generationId: z.number().nullable(),
  /** a module of the server's source reads it; null when the server runs without its source */
  hasModule: z.boolean().nullable(),
});

/** A column of a live table, with the config column the screen prefills from it. */
export const codeGenColumnInfo = z.object({
  column: z.string(),
  /** the database's own type name (`varchar(64)`, `int8`, `bigint`) */
  dbType: z.string(),
  nullable: z.boolean(),
  hasDefault: z.boolean(),
  length: z.number().nullable(),
  /** one of the columns every generated table has (CODEGEN_COMMON_COLUMNS): not part of a config */
  common: z.boolean(),
  /** how the column would be configured: data type, control, flags, a foreign key or tree when one is likely */
  suggestion: codeGenColumn.nullable(),
});

/** One generated file: a whole file, or a line inserted at a marker of an existing file. */
export const generatedFile = z.object({
  path: z.string(),
  kind: z.enum(['file', 'insert']),
  /** the whole file, or the lines inserted */
  content: z.string(),
  /** for an insert: the marker comment the lines go before */
  marker: z.string().nullable(),
  /** the highlighter's language */
  language: z.enum(['typescript', 'tsx', 'json', 'markdown']),
});

/**
 * A generated file beside the server's own source: `exists` when the checkout it runs from has the path; `changed`
 * when that file differs from it (ignoring layout; for an insert, when its lines are not there yet).
 */
export const codeGenPreviewFile = generatedFile.extend({ exists: z.boolean(), changed: z.boolean() });

export type CodeGenAddInput = z.output<typeof codeGenAddInput>;
export type CodeGenUpdateInput = z.output<typeof codeGenUpdateInput>;
export type CodeGenPageInput = z.output<typeof codeGenPageInput>;
export type CodeGenOutput = z.output<typeof codeGenOutput>;
export type GeneratedFile = z.output<typeof generatedFile>;
export type CodeGenPreviewFile = z.output<typeof codeGenPreviewFile>;
export type CodeGenTableOutput = z.output<typeof codeGenTableOutput>;
export type CodeGenColumnInfo = z.output<typeof codeGenColumnInfo>;
export type CodeGenConfigBody = z.input<typeof codeGenConfig>;
export type CodeGenAddBody = z.input<typeof codeGenAddInput>;
export type CodeGenUpdateBody = z.input<typeof codeGenUpdateInput>;
export type CodeGenPageBody = z.input<typeof codeGenPageInput>;
