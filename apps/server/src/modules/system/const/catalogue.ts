import { AccountType, DataScope, Gender, MenuType, Status, YesNo } from '@retail/contracts';

/** One constant of a group: `name` is an i18n key the web translates, `code` the value sent over the API. */
export interface ConstItem {
  name: string;
  code: number;
}

export interface ConstGroup {
  /** i18n key of the group, e.g. `const.accountType` */
  name: string;
  /** the enum's name, e.g. `AccountType` (the `typeName` of /api/sysConst/data/{typeName}) */
  code: string;
  data: ConstItem[];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A group from a `@retail/contracts` enum object: items in declaration order. */
function group(code: string, values: Record<string, number>): ConstGroup {
  const prefix = `const.${lowerFirst(code)}`;
  return {
    name: prefix,
    code,
    data: Object.entries(values).map(([key, value]) => ({
      name: `${prefix}.${lowerFirst(key)}`,
      code: value,
    })),
  };
}

/**
 * The constant groups the web needs (sysConst/list, loaded at sign-in). Names are i18n keys:
 * `const.accountType.superAdmin`, `const.status.enable`, `const.yesNo.yes`, `const.menuType.directory`,
 * `const.dataScope.deptChild`, `const.gender.male`, ...
 */
export const constCatalogue: readonly ConstGroup[] = Object.freeze([
  group('AccountType', AccountType),
  group('Status', Status),
  group('YesNo', YesNo),
  group('MenuType', MenuType),
  group('DataScope', DataScope),
  group('Gender', Gender),
]);

const byCode = new Map(constCatalogue.map((g) => [g.code.toLowerCase(), g]));

/** The group with that type name (case-insensitive), or undefined. */
export function findConstGroup(typeName: string): ConstGroup | undefined {
  return byCode.get(typeName.toLowerCase());
}
