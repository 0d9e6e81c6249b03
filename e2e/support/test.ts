import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one automatic check: a test fails when Chromium reports a Content Security Policy
 * violation in any page or frame of any browser context opened while it runs (the `context` fixture's, contexts
 * from `browser.newContext()`, and browsers a spec launches itself). Both signals are watched: the console error
 * Chromium logs for each refusal, and the page's `securitypolicyviolation` event. Every spec imports `test` and
 * `expect` from here.
 *
 * A test that provokes a violation on purpose (the app refusing to load in a cross-site frame) names it with
 * `test.use({ expectedCspViolations: [/frame-ancestors/] })`.
 */

interface CspFixtures {
  expectedCspViolations: RegExp[];
  cspViolationGuard: void;
}

/** The client instrumentation Playwright's own trace recording uses to see every context created. */
interface Instrumentation {
  addListener(listener: object): void;
  removeListener(listener: object): void;
}

const BINDING = '__e2eCspViolation';

/** Runs in every document before its own scripts (Playwright's init scripts are not subject to the policy). */
const LISTENER = `document.addEventListener('securitypolicyviolation', function (e) {
  window.${BINDING}('securitypolicyviolation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') +
    ' at ' + e.sourceFile + ':' + e.lineNumber);
});`;

async function watch(context: BrowserContext, report: (text: string) => void): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      report(`${message.text()} (${message.location().url})`);
    }
  });
  await context.exposeBinding(BINDING, (_source, text: string) => report(text));
  await context.addInitScript({ content: LISTENER });
}

export const test = base.extend<CspFixtures>({
  expectedCspViolations: [[], { option: true }],
  cspViolationGuard: [
    async ({ playwright, expectedCspViolations }, use) => {
      const violations: string[] = [];
      const report = (text: string) => {
        if (!expectedCspViolations.some((allowed) => allowed.test(text))) violations.push(text);
      };
      const instrumentation = (playwright as unknown as { _instrumentation?: Instrumentation })
        ._instrumentation;
      if (!instrumentation) throw new Error('Playwright no longer exposes its client instrumentation');
      const listener = { runAfterCreateBrowserContext: (context: BrowserContext) => watch(context, report) };
      instrumentation.addListener(listener);
      try {
        await use();
      } finally {
        instrumentation.removeListener(listener);
      }
      expect(violations, 'Chromium reported Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
