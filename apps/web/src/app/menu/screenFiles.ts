import type { ComponentType } from 'react';
import { type LazyView, lazyView } from '../lazyView.tsx';
import { fileKeyOf } from './componentMatch.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Every screen file a menu component can name: `views/**\/index.tsx`, each its own lazy chunk. Iframe and
 * link routes (`layout/routerView/…`) are rendered by their meta instead. This module is part of the shell
 * chunk, never of /login.
 */
const loaders: Record<string, Loader> = {};
for (const [key, load] of Object.entries(
  import.meta.glob<{ default: ComponentType }>('../../views/**/index.tsx'),
)) {
  loaders[fileKeyOf(key)] = load;
}

export const screenFileKeys: readonly string[] = Object.keys(loaders);

const views = new Map<string, LazyView>();

/** The lazy screen of a matched file key (one per key, so its chunk loads once). */
export function screenView(key: string): LazyView | undefined {
  const load = loaders[key];
  if (!load) return undefined;
  let view = views.get(key);
  if (!view) {
    view = lazyView(load);
    views.set(key, view);
  }
  return view;
}
