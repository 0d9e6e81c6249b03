// Reading Vite's build manifest (dist/.vite/manifest.json): which files a page loads.

/** @typedef {{ file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk */
/** @typedef {Record<string, Chunk>} Manifest */

/** Source path of the login screen, the lazy chunk the prerendered page hands over to. */
export const LOGIN_SOURCE = 'src/views/login/index.tsx';

/** @param {Manifest} manifest */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk.');
  return key;
}

/**
 * The chunk and its static imports, recursively: every JS and CSS file loaded with it.
 * @param {Manifest} manifest
 * @param {string} key
 * @returns {{ js: string[], css: string[] }}
 */
export function staticClosure(manifest, key) {
  const js = new Set();
  const css = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The build manifest has no chunk "${k}".`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * What the login page loads: the entry with its static imports, then the lazy login chunk with the
 * static imports the entry does not already have.
 * @param {Manifest} manifest
 */
export function loginPageFiles(manifest) {
  const entry = staticClosure(manifest, entryKey(manifest));
  const login = staticClosure(manifest, LOGIN_SOURCE);
  return {
    entry,
    login: {
      js: login.js.filter((f) => !entry.js.includes(f)),
      css: login.css.filter((f) => !entry.css.includes(f)),
    },
  };
}
