import { expect, test } from '../support/test.ts';

/**
 * Clickjacking: another site cannot show the app in a frame (Content-Security-Policy `frame-ancestors 'self'`,
 * X-Frame-Options SAMEORIGIN), while the app's own pages still can. The other site is a page Playwright serves
 * for a host that is not the app's.
 */
test.describe('framing by other sites', () => {
  const frameHost = (appUrl: string) =>
    `<!doctype html><title>framing</title><iframe id="app" src="${appUrl}" width="800" height="600"
      onload="document.title = 'frame loaded'"></iframe>`;

  test.describe('from another site', () => {
    // Chromium reports the refusal as a frame-ancestors violation in the framing page: that is the point here
    test.use({ expectedCspViolations: [/frame-ancestors/] });

    test('the app refuses to load in a cross-site iframe', async ({ page, baseURL }) => {
      await page.route('http://other-site.test/', (route) =>
        route.fulfill({ contentType: 'text/html', body: frameHost(`${baseURL}/login`) }),
      );
      await page.goto('http://other-site.test/');
      // the frame's navigation has ended (the app's page, or the error page Chromium shows instead)
      await expect(page).toHaveTitle('frame loaded');
      await expect(page.frameLocator('#app').getByTestId('login-form')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('cross-site-frame.png') });
    });
  });

  test('the same site may still frame it', async ({ page, baseURL }) => {
    await page.route(`${baseURL}/framing-test`, (route) =>
      route.fulfill({ contentType: 'text/html', body: frameHost(`${baseURL}/login`) }),
    );
    await page.goto('/framing-test');
    await expect(page).toHaveTitle('frame loaded');
    await expect(page.frameLocator('#app').getByTestId('login-form')).toBeVisible();
  });
});
