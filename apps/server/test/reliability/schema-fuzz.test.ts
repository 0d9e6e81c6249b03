import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import { type SignedIn, signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { changedTables, snapshotTables } from './support/db-snapshot.ts';
import { recordFigures } from './support/figures.ts';
import { type FuzzCase, fuzzRoutes, type OpenApiDocument, sample } from './support/openapi-fuzz.ts';
import { bySize } from './support/size.ts';
import { unsafeTextRoutes } from './support/unsafe-text-fuzz.ts';

/** At most this many schema cases per route (all of them at full size); the unsafe-text cases always all run. */
const CASES_PER_ROUTE = bySize({ small: 12, full: Infinity });

/** Left out of the garbage-body cases: it would end the session every other case relies on. */
const ENDS_OWN_SESSION = new Set(['/api/sysAuth/logout']);

interface Outcome {
  route: string;
  label: string;
  status: number;
  code: number | undefined;
  reason?: string;
  message?: string;
  field?: string;
}

/** Why the server may refuse an unsafe-text case: the text check, a bad URL (path), or the sign-in rate limit. */
const UNSAFE_TEXT_REASONS = new Set(['unsafeText', 'badUrl', 'rateLimit']);

describe.each(databaseKinds())('schema fuzzing of every OpenAPI route on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // some retail rows, so that a write slipping through would have something to change
    await insertBarcode(t.ctx, { qty: 50 });
    await insertVip(t.ctx, { mobile: '13800000000' });
    admin = await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD);
    // the tenant plugins on, so that their routes are fuzzed rather than answering 404 `plugin.disabled`
    // (WeChat pointed at a closed local port: nothing leaves the machine)
    for (const [pluginId, config] of [
      ['example-hello', { greeting: 'Fuzz', apiKey: 'fuzz-api-key-0001' }],
      [
        'wechat',
        { appId: 'wx0fuzz0fuzz0fuzz01', appSecret: 'fuzz-app-secret-0123456', apiBase: 'http://127.0.0.1:9' },
      ],
    ] as const) {
      const added = await call(t.app, 'POST', '/api/sysPlugin/add', {
        headers: admin.headers,
        body: { pluginId, config },
      });
      expect(added.json.code, added.json.message).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function send(c: FuzzCase) {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: { ...admin.headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    let body: { code?: number; message?: string; extras?: { reason?: string } } = {};
    try {
      body = res.json();
    } catch {
      // files and HTML carry no envelope
    }
    return { status: res.statusCode, code: body.code, reason: body.extras?.reason, message: body.message };
  }

  it('answers every invalid input with a 4xx envelope, never a 5xx, and changes no row', async () => {
    const doc = (await t.app.openApi()) as unknown as OpenApiDocument;
    const { routes, withoutInput } = fuzzRoutes(doc);
    const before = await snapshotTables(t.ctx.db);
    const outcomes: Outcome[] = [];
    const started = performance.now();
    for (const route of routes) {
      for (const c of sample(route.cases, CASES_PER_ROUTE)) {
        const { status, code } = await send(c);
        outcomes.push({ route: `${route.method} ${route.path}`, label: c.label, status, code });
      }
    }
    const rawOutcomes: Outcome[] = [];
    for (const route of withoutInput.filter((r) => !ENDS_OWN_SESSION.has(r.path))) {
      for (const c of route.cases) {
        const { status, code } = await send(c);
        rawOutcomes.push({ route: `${route.method} ${route.path}`, label: c.label, status, code });
      }
    }
    const unsafeOutcomes: Outcome[] = [];
    const unsafeRoutes = unsafeTextRoutes(doc);
    for (const route of unsafeRoutes) {
      for (const c of route.cases) {
        const answer = await send(c);
        unsafeOutcomes.push({
          route: `${route.method} ${route.path}`,
          label: c.label,
          field: c.field,
          ...answer,
        });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await snapshotTables(t.ctx.db);

    const all = [...outcomes, ...rawOutcomes, ...unsafeOutcomes];
    const serverErrors = all.filter((o) => o.status >= 500 || (o.code !== undefined && o.code >= 500));
    // invalid by construction, so nothing may succeed (a 200 means a rule the schema states was not enforced)
    const accepted = [...outcomes, ...unsafeOutcomes].filter(
      (o) => o.status < 300 && (o.code === undefined || o.code === 200),
    );
    // refused by the text check itself, naming the field, not by some later rule that happened to catch it
    const unsafeMisnamed = unsafeOutcomes.filter(
      (o) =>
        !UNSAFE_TEXT_REASONS.has(o.reason ?? '') ||
        (o.reason === 'unsafeText' && !namesField(o.message, o.field)),
    );
    recordFigures(kind === 'sqlite' ? 'schema-fuzz' : `schema-fuzz-${kind}`, {
      database: kind,
      routes: routes.length,
      routesWithoutInput: withoutInput.length,
      unsafeTextCases: unsafeOutcomes.length,
      cases: all.length,
      seconds: Number(seconds.toFixed(1)),
      byStatus: tally(all.map((o) => `HTTP ${o.status} / code ${o.code ?? '-'}`)),
      serverErrors: serverErrors.length,
      accepted: accepted.length,
      changedTables: changedTables(before, after),
    });

    expect(routes.length).toBeGreaterThan(150);
    expect(serverErrors, 'no 5xx').toEqual([]);
    expect(accepted, 'no invalid input accepted').toEqual([]);
    expect(unsafeRoutes.length).toBeGreaterThan(150);
    expect(unsafeMisnamed, 'NUL and lone surrogates refused naming the field').toEqual([]);
    expect(changedTables(before, after), 'no business row changed').toEqual([]);
    await expectRetailInvariants(t.ctx.db);
    // the session survived the storm, so every case was really checked as a signed-in super admin
    expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: admin.headers })).json.code).toBe(
      200,
    );
  });
});

/** `field: …` (or `field：…` in Chinese) */
function namesField(message: string | undefined, field: string | undefined): boolean {
  return message?.startsWith(`${field}:`) === true || message?.startsWith(`${field}：`) === true;
}

function tally(items: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
}
