/**
 * The component matching rule of spec §2 (template-web §5.2): a menu's `component` string C matches a file
 * key (`/goods/list/index.tsx`, read like a path under src/views) when the key starts with C or with `/C`.
 * Exactly one match gives the screen; none or several give no component.
 */
export type ComponentMatch = { kind: 'one'; key: string } | { kind: 'none' } | { kind: 'many' };

export function matchComponent(
  component: string | null | undefined,
  keys: readonly string[],
): ComponentMatch {
  const wanted = component?.trim();
  if (!wanted) return { kind: 'none' };
  const found = keys.filter((key) => key.startsWith(wanted) || key.startsWith(`/${wanted}`));
  if (found.length === 1) return { kind: 'one', key: found[0] as string };
  return found.length === 0 ? { kind: 'none' } : { kind: 'many' };
}

/**
 * Glob keys (`../../views/goods/list/index.tsx`, `../../layouts/routerView/iframe.tsx`) as the rule reads
 * them: `/goods/list/index.tsx`, `/layout/routerView/iframe.tsx` (the template's folder name).
 */
export function fileKeyOf(globKey: string): string {
  return globKey
    .replace(/^(\.\.\/)+views(?=\/)/, '')
    .replace(/^(\.\.\/)+layouts\/routerView\//, '/layout/routerView/');
}
