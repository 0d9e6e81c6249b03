import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test.ts';

/**
 * Clickjacking: another site cannot show the app in a frame (Content-Security-Policy `frame-ancestors 'self'`,
 * X-Frame-Options SAMEORIGIN), while the app's own pages still can: `localhost` is another site than the app's
 * 127.0.0.1.
 */
test.describe('framing by other sites', () => {
  const frameHost = (appUrl: string) =>
    `<!doctype html><title>framing</title><iframe id="app" src="${appUrl}" width="800" height="600"
      onload="document.title = 'frame loaded'"></iframe>`;

  test.describe('from another site', () => {
    // Chromium reports the refusal as a frame-ancestors violation in the framing page: that is the point here
    test.use({ expectedCspViolations: [/frame-ancestors/] });

    test('the app refuses to load in a cross-site iframe', async ({ page, baseURL }) => {
      // another site that is local too (Chromium keeps pages it does not know as local out of local servers)
      const otherSite = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' }).end(frameHost(`${baseURL}/login`));
      });
      await new Promise<void>((resolve) => otherSite.listen(0, '::', resolve));
      const { port } = otherSite.address() as AddressInfo;
      try {
        await page.goto(`http://localhost:${port}/`);
        // the frame's navigation has ended (the app's page, or the error page Chromium shows instead)
        await expect(page).toHaveTitle('frame loaded');
        // the app's page has #root in its HTML, so it would be there at the frame's load event
        await expect(page.frameLocator('#app').locator('#root')).toHaveCount(0);
        expect(page.frames().map((f) => f.url())).not.toContain(`${baseURL}/login`);
        await page.screenshot({ path: test.info().outputPath('cross-site-frame.png') });
      } finally {
        otherSite.close();
      }
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
