import { getUserInfo } from '../../api/auth.ts';
import { getLoginMenuTree } from '../../api/menu.ts';
import { getAllDictList, getConstList } from '../../api/sessionData.ts';
import { useDictStore } from '../../stores/dicts.ts';
import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { useThemeStore } from '../../stores/theme.ts';
import { useUserStore } from '../../stores/user.ts';
import { tagKey } from '../../layouts/tags/tagList.ts';
import { homePath } from '../menu/home.ts';
import { filterByRoles, flattenMenus } from '../menu/menuRoutes.ts';
import { screenFileKeys, screenView } from '../menu/screenFiles.ts';
import { resolveMenuRoute } from '../../layouts/main/resolveMenuRoute.ts';

/** The signed-in user may sign in but has no menu at all (template: "no login permission"). */
export class NoMenuError extends Error {
  override readonly name = 'NoMenuError';
}

/**
 * Spec §4 and §7: after sign-in (and after a reload) the shell loads the user info and the menu tree, then
 * builds the menu routes. The user's roles list starts from the role ids the server gives.
 */
export async function loadSession(signal?: AbortSignal): Promise<true> {
  const dicts = useDictStore.getState();
  // Constants and dictionaries are cached for the tab; a failure there does not stop the shell.
  const lists =
    dicts.dictList.length > 0
      ? Promise.resolve()
      : Promise.all([getConstList(signal), getAllDictList(signal)])
          .then(([constList, dictList]) => dicts.set(constList, dictList))
          .catch(() => undefined);
  const [info, tree] = await Promise.all([getUserInfo(signal), getLoginMenuTree(signal), lists]);
  if (tree.length === 0) throw new NoMenuError();
  useUserStore.getState().setUserInfo(info);
  const visible = filterByRoles(
    tree,
    info.roleIds.map((id) => String(id)),
  );
  const routes = flattenMenus(visible, screenFileKeys);
  // a menu of directories and buttons only has no screen to land on
  if (homePath(routes) === null) throw new NoMenuError();
  useMenuStore.getState().setMenus(visible, routes);
  // The landing screen's chunk loads while the shell renders, not after.
  const landing = resolveMenuRoute(routes, window.location.pathname)?.route;
  if (landing?.component.kind === 'one')
    void screenView(landing.component.key)
      ?.preload()
      .catch(() => undefined);
  // Pinned tags first, then (when tag caching is on) the tags open before the reload.
  const pinned = routes
    .filter((route) => route.isAffix && !route.isHide && !route.isDirectory && !route.isDynamic)
    .map((route) => ({
      key: tagKey(route.path, ''),
      pathname: route.path,
      search: '',
      routeId: route.id,
      affix: true,
    }));
  const known = new Set(routes.map((route) => route.id));
  useTagsStore.getState().restore(pinned, useThemeStore.getState().isCacheTagsView, known);
  return true;
}

export const sessionQueryKey = ['shell', 'session'] as const;
