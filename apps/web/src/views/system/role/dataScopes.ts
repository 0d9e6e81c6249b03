import { DataScope } from '@retail/contracts';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';

const color: Record<number, string> = {
  [DataScope.All]: 'red',
  [DataScope.DeptChild]: 'orange',
  [DataScope.Dept]: 'gold',
  [DataScope.Self]: 'green',
  [DataScope.Define]: 'blue',
};

/** Data scope values in the order of the template's select, with their translated labels. */
export function dataScopeOptions(): Array<{ value: number; label: string }> {
  return Object.values(DataScope).map((value) => ({
    value,
    label: i18n.t(`system.role.scope${value}`),
  }));
}

export function dataScopeTags(): Record<number, EnumOption> {
  return Object.fromEntries(
    dataScopeOptions().map((o) => [o.value, { label: o.label, color: color[o.value] }]),
  );
}
