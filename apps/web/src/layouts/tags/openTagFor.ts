import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { resolveMenuRoute } from '../main/resolveMenuRoute.ts';
import { tagKey } from './tagList.ts';

/**
 * Opens the tag of the screen at `pathname` (no tag for directories, unknown paths or pure links). Called when
 * a screen is shown, and already when a menu entry is clicked: a navigation runs as a React transition, and one
 * superseded by the next click never commits, so a screen opened in passing would otherwise get no tag.
 */
export function openTagFor(pathname: string, search = ''): void {
  const route = resolveMenuRoute(useMenuStore.getState().routes, pathname)?.route;
  if (!route || route.isDirectory || (route.link && !route.isIframe)) return;
  useTagsStore
    .getState()
    .open({ key: tagKey(pathname, search), pathname, search, routeId: route.id, affix: route.isAffix });
}
