import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen in its own lazy chunk (see `lazyView`). */
export interface LazyView {
  /** Loads the chunk; rendering after it resolves does not suspend. */
  preload(): Promise<void>;
  /** The screen's component once loaded. */
  loaded(): ComponentType | undefined;
  /** Suspends until loaded. */
  Lazy: LazyExoticComponent<ComponentType>;
}

/**
 * Unlike a bare React.lazy, a preloaded view renders synchronously, so the first screen is rendered for
 * real (main.tsx preloads it) instead of through a Suspense fallback, which would blank the prerendered
 * login. A chunk that fails to load stays failed (browsers cache failed module imports); the screens' error
 * boundary offers a reload.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let component: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      component = module.default;
    });
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: component as ComponentType };
  });
  return { preload, loaded: () => component, Lazy };
}

/** Renders a lazy screen: directly when its chunk is in, else through Suspense. */
export function Screen({ view }: { view: LazyView }) {
  // the loaded module's component is a stable reference created once at import, not during render
  const Loaded = view.loaded();
  const { Lazy } = view;
  // eslint-disable-next-line react-hooks/static-components
  return Loaded ? <Loaded /> : <Lazy />;
}
