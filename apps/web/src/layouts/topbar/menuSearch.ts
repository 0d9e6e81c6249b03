import type { MenuRoute } from '../../app/menu/menuRoutes.ts';

/**
 * Whether a menu title matches a query, case-insensitively: the title as shown in the current language
 * (`translate`: seeded titles are i18n keys such as `menu.sysUser`) or as stored.
 */
export function titleMatches(title: string, query: string, translate: (title: string) => string): boolean {
  const q = query.trim().toLowerCase();
  return title.toLowerCase().includes(q) || translate(title).toLowerCase().includes(q);
}

/**
 * Menu search (template-web §4.3, without its case quirk): screens that are not hidden, not directories
 * and not parameterised, matching the query in the path, the raw title or the translated title, case
 * insensitively.
 */
export function searchMenus(
  routes: readonly MenuRoute[],
  query: string,
  translate: (title: string) => string,
): MenuRoute[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return routes.filter(
    (route) =>
      !route.isHide &&
      !route.isDirectory &&
      !route.isDynamic &&
      (route.path.toLowerCase().includes(q) || titleMatches(route.title, q, translate)),
  );
}
