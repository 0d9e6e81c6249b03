import type { MenuRoute } from '../../app/menu/menuRoutes.ts';

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
      (route.path.toLowerCase().includes(q) ||
        route.title.toLowerCase().includes(q) ||
        translate(route.title).toLowerCase().includes(q)),
  );
}
