import { createRequire } from 'node:module';

// not named `require`: the bundler would otherwise resolve these calls at build time and load them at start
const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used instead of at start. For packages that take a
 * noticeable part of the start-up (sanitize-html with postcss, svg-captcha with its font, ioredis) and that
 * most runs need late or never.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load(name) as T;
    return loaded;
  };
}
