import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Figure } from '../report.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];
const NOT_MEASURED = 'not measured';
/** Page loads per figure, ours and the floor's alternating: the median is taken. */
const LOADS = 7;
/** Tag switches timed, back and forth: the median is taken. */
const SWITCHES = 7;
/** Time on the other tag before switching back. */
const SETTLE_MS = 1_000;

/** A page predicate on a tag key (or ''): the time (performance.now()) when its condition holds, else false. */
type Probe = (key: string) => number | false;

/**
 * Milliseconds since navigation start, in the page, when `probe` first answers a time (undefined on
 * timeout). Probes are functions, not strings: the product's Content-Security-Policy forbids eval, which
 * Playwright would need to poll a string expression.
 */
async function whenTrue(page: Page, probe: Probe, key = '', timeout = 10_000): Promise<number | undefined> {
  try {
    const handle = await page.waitForFunction(probe, key, { polling: 'raf', timeout });
    return Math.round((await handle.jsonValue()) as number);
  } catch {
    return undefined;
  }
}

const formVisible: Probe = () => {
  const input = document.querySelector('[data-testid=login-password]');
  return !!input && input.getBoundingClientRect().height > 0 && performance.now();
};
/** React attached its handlers to the form: the scripts ran and submit works. */
const formUsable: Probe = () => {
  const form = document.querySelector('[data-testid=login-form]');
  return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps')) && performance.now();
};
/** The tag of `key` is active and its screen shows table rows. */
const tagShowing: Probe = (key) => {
  const active = document.querySelector(`[data-testid=tag][data-key^="${key}"][data-active=true]`);
  const rows = document.querySelector('[data-testid=active-screen] .ant-table-row');
  return !!active && !!rows && performance.now();
};
const tagInactive: Probe = (key) =>
  !document.querySelector(`[data-testid=tag][data-key^="${key}"][data-active=true]`) && performance.now();

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The JavaScript a page loaded, gzip-compressed as a server would send it. */
async function scriptsGzipKb(base: string, urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(url.startsWith('http') ? url : `${base}${url}`)).arrayBuffer(),
    );
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round(bytes / 1024);
}

/** One load of `url` with a fresh profile: when the form shows, when it is usable, the scripts it loaded. */
async function loadOnce(browser: Browser, url: string, usable: boolean) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto(url, { waitUntil: 'commit' });
    const visible = await whenTrue(page, formVisible);
    const ready = usable ? await whenTrue(page, formUsable) : undefined;
    await page.waitForLoadState('networkidle');
    const painted = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime);
    return { visible, ready, scripts, firstPaint: painted === undefined ? undefined : Math.round(painted) };
  } finally {
    await context.close();
  }
}

/**
 * The login page against the floor (`floorUrl`: a static page with one password field, served by the bare
 * Fastify baseline on the same loopback): loaded alternately with fresh profiles on a warm server, medians.
 */
async function loginFigures(browser: Browser, base: string, floorUrl: string): Promise<Figure[]> {
  const ours: number[] = [];
  const usable: number[] = [];
  const floor: number[] = [];
  const oursPaint: number[] = [];
  const floorPaint: number[] = [];
  let scripts: string[] = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await loadOnce(browser, `${base}/login?redirect=/sale/order`, true);
    if (page.visible !== undefined) ours.push(page.visible);
    if (page.ready !== undefined) usable.push(page.ready);
    if (page.firstPaint !== undefined) oursPaint.push(page.firstPaint);
    scripts = page.scripts;
    const bare = await loadOnce(browser, floorUrl, false);
    if (bare.visible !== undefined) floor.push(bare.visible);
    if (bare.firstPaint !== undefined) floorPaint.push(bare.firstPaint);
  }
  const visibleMs = median(ours);
  const floorMs = median(floor);
  const usableMs = median(usable);
  const ratio = visibleMs !== undefined && floorMs ? visibleMs / floorMs : undefined;
  const paintMs = median(oursPaint);
  const floorPaintMs = median(floorPaint);
  const js = await scriptsGzipKb(base, scripts);
  return [
    {
      area: 'browser',
      name: `login page: form visible after navigation (median of ${LOADS}; ratio: time ÷ the floor's)`,
      value: visibleMs === undefined ? NOT_MEASURED : `${visibleMs} ms`,
      target: '≤ 1.3 × the floor',
      baseline: floorMs === undefined ? NOT_MEASURED : `${floorMs} ms (static page, one password field)`,
      ratio: ratio?.toFixed(2),
      ...(ratio !== undefined ? { met: ratio <= 1.3 } : {}),
    },
    {
      area: 'browser',
      name: `login page: first paint (Paint Timing, the form in it; median of ${LOADS}; ratio: time ÷ the floor's)`,
      value: paintMs === undefined ? NOT_MEASURED : `${paintMs} ms`,
      baseline: floorPaintMs === undefined ? NOT_MEASURED : `${floorPaintMs} ms`,
      ratio: paintMs !== undefined && floorPaintMs ? (paintMs / floorPaintMs).toFixed(2) : undefined,
    },
    {
      area: 'browser',
      name: `login page: usable (scripts loaded, submit works; median of ${LOADS})`,
      value: usableMs === undefined ? NOT_MEASURED : `${usableMs} ms`,
      target: '≤ 600 ms',
      ...(usableMs !== undefined ? { met: usableMs <= 600 } : {}),
    },
    {
      area: 'browser',
      name: 'login page: JavaScript loaded (gzip)',
      value: `${js} KB in ${scripts.length} files`,
      target: '≤ 150 KB',
      met: js <= 150,
    },
  ];
}

/**
 * Signs in straight to /sale/order until its rows show, then switches between that tag and another one,
 * timing each switch back to /sale/order from the click as the page receives it (Playwright's own checks
 * before a click are not the app's time).
 */
async function shellFigures(browser: Browser, base: string, password: string): Promise<Figure[]> {
  const context = await browser.newContext();
  let rows: number | undefined;
  const switches: number[] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login?redirect=/sale/order`);
    if ((await whenTrue(page, formUsable)) !== undefined) {
      await page.fill('[data-testid=login-account]', 'superadmin');
      await page.fill('[data-testid=login-password]', password);
      const submitAt = (await page.evaluate(() => performance.now())) as number;
      await page.click('[data-testid=login-submit]');
      const shown = await whenTrue(page, tagShowing, '/sale/order', 15_000);
      // the sign-in navigates inside the app (no reload), so both times are on the same clock
      if (shown !== undefined) rows = Math.round(shown - submitAt);
      const saleTag = page.locator('[data-testid=tag][data-key^="/sale/order"]');
      const otherTag = page.locator('[data-testid=tag]:not([data-key^="/sale/order"])').first();
      const canSwitch = rows !== undefined && (await saleTag.count()) > 0 && (await otherTag.count()) > 0;
      for (let i = 0; canSwitch && i < SWITCHES; i++) {
        await otherTag.click();
        await whenTrue(page, tagInactive, '/sale/order', 5_000);
        // the other screen settles first (its refetches and charts), as it would while someone looks at it
        await page.waitForTimeout(SETTLE_MS);
        await page.evaluate(() =>
          document.addEventListener(
            'click',
            (event) => {
              (window as unknown as { tagClickAt: number }).tagClickAt = event.timeStamp;
            },
            { capture: true, once: true },
          ),
        );
        await saleTag.click();
        const back = await whenTrue(page, tagShowing, '/sale/order', 5_000);
        const clickAt = await page.evaluate(() => (window as unknown as { tagClickAt?: number }).tagClickAt);
        if (back !== undefined && clickAt !== undefined) switches.push(Math.round(back - clickAt));
      }
    }
  } finally {
    await context.close();
  }
  const switchMs = median(switches);
  return [
    {
      area: 'browser',
      name: 'after sign-in: /sale/order showing its rows, from submit',
      value: rows === undefined ? NOT_MEASURED : `${rows} ms`,
      target: '≤ 1,500 ms',
      ...(rows !== undefined ? { met: rows <= 1500 } : {}),
    },
    {
      area: 'browser',
      name: `switching to an already-opened tag (/sale/order; median of ${switches.length}, from the click)`,
      value: switchMs === undefined ? NOT_MEASURED : `${switchMs} ms (each: ${switches.join(', ')})`,
      target: '≤ 100 ms',
      ...(switchMs !== undefined ? { met: switchMs <= 100 } : {}),
    },
  ];
}

/** Chromium timings on a warm server: the login page beside the floor, the sign-in and tag switching. */
export async function browserTimings(base: string, password: string, floorUrl: string): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    // warm the server's static files and caches before measuring with fresh profiles
    for (const url of [`${base}/login`, floorUrl]) await loadOnce(browser, url, false);
    return [
      ...(await loginFigures(browser, base, floorUrl)),
      ...(await shellFigures(browser, base, password)),
    ];
  } finally {
    await browser.close();
  }
}
