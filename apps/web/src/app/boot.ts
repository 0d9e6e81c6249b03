import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES } from '../i18n/languages.ts';
import { ACCESS_TOKEN_KEY, THEME_CONFIG_KEY } from '../stores/storage.ts';
import { PRERENDER_ID } from './prerender.ts';

/**
 * The tiny inline scripts and styles of the prerendered index.html (written by scripts/prerender.mjs).
 * They run before the first paint, without waiting for any bundle:
 * - head: `<html data-auth="1">` when an access token is stored, `data-lang` and `lang` from the stored
 *   theme config;
 * - style: shows the prerendered login in the stored language, and never to a signed-in user;
 * - body (right after the static markup): keeps one language variant (unique ids and test ids), sets the
 *   title, and holds a submit until React takes over (a static form would otherwise send a GET with the
 *   password in the URL);
 * - start: loads the app only after the first paint: modulepreload of the entry's chunks (and, for
 *   signed-out visitors, of the login chunk, and the login stylesheet's link), then the entry module. Fetched and compiled earlier, the
 *   ~600 kB of JavaScript competed with the first paint and a downloaded module script is evaluated before
 *   it: the static form appeared ~80 ms later on a 2-CPU machine. The static form is usable meanwhile.
 */

export function bootHeadScript(): string {
  const j = JSON.stringify;
  return `(function(){var d=document.documentElement,l=${j(DEFAULT_LANGUAGE)},a='0',L=${j(HTML_LANG)};try{var s=window.localStorage,t=JSON.parse(s.getItem(${j(THEME_CONFIG_KEY)})||'null');if(t&&L.hasOwnProperty(t.globalI18n))l=t.globalI18n;if(s.getItem(${j(ACCESS_TOKEN_KEY)}))a='1'}catch(e){}d.setAttribute('data-auth',a);d.setAttribute('data-lang',l);d.lang=L[l]})();`;
}

export function bootStyle(): string {
  const show = LANGUAGES.map(
    (lng) => `html:not([data-auth="1"])[data-lang="${lng}"] [data-prerender="${lng}"]`,
  );
  // Without the head script (scripts disabled) only the default language shows.
  show.push(`html:not([data-lang]) [data-prerender="${DEFAULT_LANGUAGE}"]`);
  return `[data-prerender]{display:none}${show.join(',')}{display:block}`;
}

export function bootBodyScript(): string {
  return `(function(){var r=document.getElementById(${JSON.stringify(PRERENDER_ID)});if(!r)return;var d=document.documentElement;if(d.getAttribute('data-auth')==='1'){r.remove();return}var l=d.getAttribute('data-lang'),v=r.querySelectorAll('[data-prerender]');for(var i=0;i<v.length;i++){if(v[i].getAttribute('data-prerender')===l)document.title=v[i].getAttribute('data-title');else v[i].remove()}r.addEventListener('submit',function(e){e.preventDefault();r.setAttribute('data-submit','1')})})();`;
}

export interface StartAssets {
  /** The entry module. */
  entry: string;
  /** Its static imports. */
  entryImports: readonly string[];
  /** The login screen's chunks, preloaded for signed-out visitors only. */
  login: readonly string[];
  /**
   * The login screen's stylesheets, linked for signed-out visitors only, so its chunk finds them there. Their
   * rules are inlined in the page already: a link in the markup would hold the first paint until it loads.
   */
  loginCss: readonly string[];
}

export function bootStartScript({ entry, entryImports, login, loginCss }: StartAssets): string {
  const j = JSON.stringify;
  // The timer is the fallback for background tabs, where animation frames wait until the tab is shown.
  return `(function(){var d=0,h=document.head;function l(r,u){var k=document.createElement('link');k.rel=r;k.crossOrigin='';k.href=u;h.appendChild(k)}function s(){if(d)return;d=1;var p=${j(entryImports)},c=[],i;if(document.documentElement.getAttribute('data-auth')!=='1'){p=p.concat(${j(login)});c=${j(loginCss)}}for(i=0;i<p.length;i++)l('modulepreload',p[i]);for(i=0;i<c.length;i++)l('stylesheet',c[i]);var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${j(entry)};h.appendChild(e)}requestAnimationFrame(function(){setTimeout(s,0)});setTimeout(s,250)})();`;
}
