// Build-time prerender of the login page into dist/index.html (see src/entry-prerender.tsx).
//
// 1. A second, server-side `vite build` of src/entry-prerender.tsx into a temporary folder, with every
//    dependency bundled (antd's ESM files cannot be imported by Node directly).
// 2. Its `prerender()` renders the login view in each language with react-dom/server (plain HTML: the
//    login page uses no antd component, so there is no CSS-in-JS to extract).
// 3. dist/index.html is rewritten so that the form is visible and styled before any bundle runs:
//    - <head>: boot script (auth / language marks), variant styles and the app's own CSS (entry + login
//      screen) inlined: no request blocks the first paint;
//    - <body>, before #root: the static login markup, the takeover script and the start script. Vite's
//      <script type="module"> and modulepreload links move into the start script, which issues them after
//      the first paint (see src/app/boot.ts);
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { entryKey, loginPageFiles } from './manifest.mjs';

const HEAD_MARK = '<!--app-head-->';
const BODY_MARK = '<!--app-prerender-->';

/** Replaces exactly one occurrence, or fails the build: Vite's output format is an assumption here. */
function replaceOnce(html, search, replacement, what) {
  const at = html.indexOf(search);
  if (at < 0 || html.indexOf(search, at + 1) >= 0) {
    throw new Error(`prerender: expected exactly one ${what} in dist/index.html: ${search}`);
  }
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

async function renderLogin(webDir, options) {
  const outDir = await mkdtemp(join(tmpdir(), 'retail-web-prerender-'));
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      ssr: { noExternal: true },
      build: {
        ssr: 'src/entry-prerender.tsx',
        outDir,
        emptyOutDir: true,
        manifest: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
      },
    });
    // React and antd take their production paths, as in the browser bundle.
    process.env.NODE_ENV = 'production';
    const { prerender } = await import(pathToFileURL(join(outDir, 'entry-prerender.mjs')).href);
    return await prerender(options);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * @param {{ webDir: string, distDir: string, manifest: import('./manifest.mjs').Manifest }} options
 */
export async function prerender({ webDir, distDir, manifest }) {
  const url = (file) => `/${file}`;
  const { entry, login } = loginPageFiles(manifest);
  const entryFile = url(manifest[entryKey(manifest)].file);
  const entryImports = entry.js.map(url).filter((file) => file !== entryFile);
  const { head, body } = await renderLogin(webDir, {
    entry: entryFile,
    entryImports,
    login: login.js.map(url),
    loginCss: login.css.map(url),
  });

  const indexPath = join(distDir, 'index.html');
  let html = await readFile(indexPath, 'utf8');

  html = replaceOnce(
    html,
    `<script type="module" crossorigin src="${entryFile}"></script>`,
    '',
    'entry script',
  );
  for (const file of entryImports) {
    html = replaceOnce(html, `<link rel="modulepreload" crossorigin href="${file}">`, '', 'modulepreload');
  }
  const appCss = [];
  for (const file of entry.css) {
    appCss.push(await readFile(join(distDir, file), 'utf8'));
    html = replaceOnce(
      html,
      `<link rel="stylesheet" crossorigin href="${url(file)}">`,
      '',
      'entry stylesheet',
    );
  }
  for (const file of login.css) appCss.push(await readFile(join(distDir, file), 'utf8'));

  // Replacer functions: `$` in the markup must stay literal.
  html = replaceOnce(html, HEAD_MARK, `${head}\n<style>${appCss.join('\n')}</style>`, 'head mark');
  html = replaceOnce(html, BODY_MARK, body, 'body mark');
  if (/<script type="module"|rel="modulepreload"/.test(html)) {
    throw new Error('prerender: dist/index.html still loads a module before the first paint.');
  }
  await writeFile(indexPath, html);
}
