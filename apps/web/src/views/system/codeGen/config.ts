import { type CodeGenControl, type CodeGenDataType, CONTROL_DATA_TYPES } from '@retail/contracts';
import type {
  CodeGenColumn,
  CodeGenColumnInfo,
  CodeGenConfig,
  CodeGenConfigBody,
} from '@retail/contracts/api/system/code-gen';

/** A config column as the screen edits it (the request's shape). */
export type ColumnBody = CodeGenConfigBody['columns'][number];

/** The table prefixes of this project's areas: `retail_supplier` → `Supplier`. */
const AREA_PREFIX = /^(retail|sys)_/;

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** `retail_supplier` → `Supplier`: the type name, without the area's prefix. */
export function entityOf(table: string): string {
  const name = camel(table.replace(AREA_PREFIX, ''));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `retail_supplier` → `retailSupplier`: the API resource and permission prefix. */
export const resourceOf = (table: string): string => camel(table);

/** `sys_*` tables are the system area's; the rest the retail area's. */
export const areaOf = (table: string): 'retail' | 'system' =>
  table.startsWith('sys_') ? 'system' : 'retail';

/** The columns a live table suggests (its common columns left out). */
export const suggestedColumns = (infos: readonly CodeGenColumnInfo[]): CodeGenColumn[] =>
  infos.flatMap((info) => (info.suggestion ? [info.suggestion] : []));

/** The first column of a new table: its name. */
export function nameColumn(): ColumnBody {
  return {
    column: 'name',
    dataType: 'string',
    length: 64,
    nullable: false,
    label: { 'zh-cn': '名称', en: 'Name', 'zh-tw': '名稱' },
    control: 'text',
    list: true,
    search: true,
    queryKind: 'contains',
    sort: true,
    edit: true,
    required: true,
    rules: [],
  };
}

/** A config to start an add from: the menu id the server gave, everything else to fill in. */
export function newConfig(idBase: number): Partial<CodeGenConfigBody> {
  return {
    version: 1,
    area: 'retail',
    newTable: false,
    menu: { parentId: undefined as unknown as number, idBase, icon: 'ele-Document', order: 100 },
    options: { treeTable: false, excel: false, print: false },
    columns: [],
  };
}

/** The data type a control can keep, else the first it edits. */
export function dataTypeFor(control: CodeGenControl, current: CodeGenDataType): CodeGenDataType {
  const allowed = CONTROL_DATA_TYPES[control];
  return allowed.includes(current) ? current : (allowed[0] as CodeGenDataType);
}

/**
 * A column as it is saved: only what its control and data type use (a foreign key only for an fk select, a
 * dictionary only for a dictionary select, a length only for text), so a control changed back leaves nothing behind.
 */
export function cleanColumn(col: ColumnBody): ColumnBody {
  const { fk, tree, dictCode, length, ...rest } = col;
  return {
    ...rest,
    ...(col.control === 'fk' && fk ? { fk } : {}),
    ...(col.control === 'tree' && tree ? { tree } : {}),
    ...(col.control === 'dict' && dictCode ? { dictCode } : {}),
    ...(col.dataType === 'string' && length ? { length } : {}),
    rules: col.dataType === 'string' ? (col.rules ?? []) : [],
  };
}

/** The config as `npm run gen -- FILE.json` takes it. */
export const configJson = (config: CodeGenConfig): string => `${JSON.stringify(config, null, 2)}\n`;
