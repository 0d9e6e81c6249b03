import { Activity, memo, useMemo, useState } from 'react';
import {
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useLocation,
} from 'react-router';
import type { MenuRoute } from '../../app/menu/menuRoutes.ts';
import { useMenuStore } from '../../stores/menu.ts';
import { useTagsStore } from '../../stores/tags.ts';
import { tagKey } from '../tags/tagList.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { useCurrentMenuRoute } from './useCurrentMenuRoute.ts';

interface Entry {
  key: string;
  pathname: string;
  search: string;
  route: MenuRoute;
}

/** The route context at the top of the tree: a kept screen's routes match from the root. */
const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * One screen with its own location, so a hidden screen keeps its own params and query. Memoised, and its
 * <Routes> reads the screen's location and parent route from contexts of its own: <Routes> follows the router's
 * location (even when given one) and the shell's `*` route, whose match changes with every path, so every
 * navigation re-rendered every kept screen with new route and location contexts for all their hooks (the shown
 * one at once: a whole table again on every tag switch; the hidden ones when they were shown).
 */
const ScreenAt = memo(function ScreenAt({
  entryKey,
  pathname,
  search,
  route,
}: {
  entryKey: string;
  pathname: string;
  search: string;
  route: MenuRoute;
}) {
  const own = useMemo(
    () => ({
      location: { pathname, search, hash: '', state: null, key: entryKey },
      navigationType: NavigationType.Push,
    }),
    [pathname, search, entryKey],
  );
  return (
    <UNSAFE_RouteContext.Provider value={TOP_ROUTE}>
      <UNSAFE_LocationContext.Provider value={own}>
        <Routes location={own.location}>
          <Route path={route.path} element={<RouteScreen route={route} />} />
        </Routes>
      </UNSAFE_LocationContext.Provider>
    </UNSAFE_RouteContext.Provider>
  );
});

/**
 * The routed area with keep-alive (template-web §3.3): the screens of open tags whose route is kept alive
 * (and embedded pages) stay mounted inside React's <Activity>, hidden while another tag is active, so they
 * keep their state; closing a tag unmounts it, "refresh" remounts it. A tag is mounted the first time it is
 * shown: pinned or restored tags that were never opened have no state to keep, and loading them at sign-in
 * would only slow the landing screen.
 */
export function MainView() {
  const { pathname, search } = useLocation();
  const current = useCurrentMenuRoute();
  const routes = useMenuStore((s) => s.routes);
  const tags = useTagsStore((s) => s.tags);
  const versions = useTagsStore((s) => s.versions);
  const currentKey = tagKey(pathname, search);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([currentKey]));
  // derived state: remember the newly shown tag during this render (React re-renders at once)
  if (!shown.has(currentKey)) setShown(new Set(shown).add(currentKey));
  if (!current) return null;

  const byId = new Map(routes.map((r) => [r.id, r]));
  const entries: Entry[] = [];
  for (const tag of tags) {
    const route = byId.get(tag.routeId);
    if (route && (route.isKeepAlive || route.isIframe) && shown.has(tag.key))
      entries.push({ key: tag.key, pathname: tag.pathname, search: tag.search, route });
  }
  if (!entries.some((e) => e.key === currentKey))
    entries.push({ key: currentKey, pathname, search, route: current.route });

  // The wrapper outside <Activity> carries which screen is shown, and its path: React renders a hidden Activity's
  // own content later, at low priority, so a mark inside it would still name the screen left as active. A
  // navigation renders as a transition, so the address bar shows the new path before the new screen is on show.
  return entries.map((entry) => {
    const active = entry.key === currentKey;
    return (
      <div
        key={`${entry.key}#${versions[entry.key] ?? 0}`}
        className="layout-main__screen"
        hidden={!active}
        data-testid={active ? 'active-screen' : undefined}
        data-path={entry.pathname}
      >
        <Activity mode={active ? 'visible' : 'hidden'}>
          <ScreenAt
            entryKey={entry.key}
            pathname={entry.pathname}
            search={entry.search}
            route={entry.route}
          />
        </Activity>
      </div>
    );
  });
}
