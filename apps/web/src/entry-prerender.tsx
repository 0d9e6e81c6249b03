/**
 * Build-time prerender of the login page (run by scripts/prerender.mjs from a `vite build --ssr` of this
 * file). It renders the real login view once per language with react-dom/server; the view is plain HTML
 * styled by the app's own CSS, which the script inlines. The browser never loads this module.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { bootBodyScript, bootHeadScript, bootStartScript, bootStyle, type StartAssets } from './app/boot.ts';
import { LOGIN_PATH } from './app/paths.ts';
import { PRERENDER_ID } from './app/prerender.ts';
import { createQueryClient } from './app/queryClient.ts';
import { createI18n, HTML_LANG, LANGUAGES, loadLocaleBundle } from './i18n/index.ts';
import LoginPage from './views/login/index.tsx';

/** URLs of the JavaScript the start script loads after the first paint. */
export type PrerenderOptions = StartAssets;

export interface PrerenderResult {
  /** Goes into `<head>`: boot script, variant styles. */
  head: string;
  /** Goes into `<body>` before `#root`: the static login in every language, the takeover and start scripts. */
  body: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export async function prerender(assets: PrerenderOptions): Promise<PrerenderResult> {
  const bundles = await Promise.all(LANGUAGES.map(loadLocaleBundle));
  const variants = LANGUAGES.map((language, index) => {
    const bundle = bundles[index];
    if (!bundle) throw new Error(`No messages for ${language}`);
    const i18n = createI18n(language, { [language]: bundle.messages });
    const markup = renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[LOGIN_PATH]}>
            <LoginPage />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const title = `${i18n.t('route.login')} - ${i18n.t('app.title')}`;
    return `<div data-prerender="${language}" lang="${HTML_LANG[language]}" data-title="${escapeAttribute(title)}">${markup}</div>`;
  });
  const head = [`<script>${bootHeadScript()}</script>`, `<style>${bootStyle()}</style>`].join('\n');
  const body = [
    `<div id="${PRERENDER_ID}">${variants.join('')}</div>`,
    `<script>${bootBodyScript()}</script>`,
    `<script>${bootStartScript(assets)}</script>`,
  ].join('\n');
  return { head, body };
}
