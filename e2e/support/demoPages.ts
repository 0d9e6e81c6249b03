import { type Page } from '@playwright/test';
import { expect, signInOnPage } from './shellServer.ts';

/** Helpers of the demo pages spec (issue 23): languages, tags and titles, and what a page asks for. */

export type Language = 'zh-cn' | 'en' | 'zh-tw';
export const LANGUAGES: Language[] = ['zh-cn', 'en', 'zh-tw'];
const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };
const APP_TITLE: Record<Language, string> = {
  'zh-cn': '零售管理后台',
  en: 'Retail Back Office',
  'zh-tw': '零售管理後台',
};

/** Everything the page asks for and every error it shows, from the moment it is watched. */
export function watch(page: Page): { requests: string[]; problems: string[] } {
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error ${message.text()}`);
  });
  return { requests, problems };
}

/** Requests that left the server at `origin`: anything not on it (data: and blob: stay in the page). */
export function foreign(requests: string[], origin: string): string[] {
  return requests.filter((url) => {
    const parsed = new URL(url);
    return parsed.protocol !== 'data:' && parsed.protocol !== 'blob:' && parsed.origin !== origin;
  });
}

export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('bar-language').hover();
  await page.getByTestId(`language-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
}

export const activeTag = (page: Page) =>
  page.locator('[data-testid="tag"][data-active="true"] .layout-tag__title');

/** The screen of the address bar, rendered (not loading, not "coming soon", not an error page). */
export async function screenOpened(page: Page, path: string): Promise<void> {
  const screen = page.locator(`[data-testid="active-screen"][data-path="${path.split('?')[0]}"]`);
  await expect(screen, path).toBeVisible();
  await expect(screen.locator('.layout-main__spin'), path).toHaveCount(0);
  await expect(screen.getByTestId('coming-soon'), path).toHaveCount(0);
  await expect(
    page.locator('.ant-result-404, .ant-result-403, .ant-result-error, .route-error'),
    path,
  ).toHaveCount(0);
}

/** The active tag and the document title read `names` in zh-cn, en and zh-tw, switching through all three. */
export async function expectTagAndTitle(page: Page, names: [string, string, string]): Promise<void> {
  for (const [i, language] of LANGUAGES.entries()) {
    if (i > 0) await switchLanguage(page, language);
    await expect(activeTag(page)).toHaveText(names[i] as string);
    await expect(page).toHaveTitle(`${names[i]} - ${APP_TITLE[language]}`);
  }
  await switchLanguage(page, 'zh-cn');
}

/** Signs in as the default tenant's admin, who has the demo menu. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
}
