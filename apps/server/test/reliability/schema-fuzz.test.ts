import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode, insertVip } from '../support/retail-fixtures.ts';
import { type SignedIn, signIn } from '../support/auth.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { changedTables, snapshotTables } from './support/db-snapshot.ts';
import { recordFigures } from './support/figures.ts';
import { type FuzzCase, fuzzRoutes, type OpenApiDocument, sample } from './support/openapi-fuzz.ts';
import { bySize } from './support/size.ts';

/** At most this many cases per route (all of them at full size). */
const CASES_PER_ROUTE = bySize({ small: 12, full: Infinity });

/** Left out of the garbage-body cases: it would end the session every other case relies on. */
const ENDS_OWN_SESSION = new Set(['/api/sysAuth/logout']);

interface Outcome {
  route: string;
  label: string;
  status: number;
  code: number | undefined;
}

describe('schema fuzzing of every OpenAPI route', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    // some retail rows, so that a write slipping through would have something to change
    await insertBarcode(t.ctx, { qty: 50 });
    await insertVip(t.ctx, { mobile: '13800000000' });
    admin = await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD);
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
    let code: number | undefined;
    try {
      code = (res.json() as { code?: number }).code;
    } catch {
      code = undefined; // files and HTML carry no envelope
    }
    return { status: res.statusCode, code };
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
    const seconds = (performance.now() - started) / 1000;
    const after = await snapshotTables(t.ctx.db);

    const serverErrors = [...outcomes, ...rawOutcomes].filter(
      (o) => o.status >= 500 || (o.code !== undefined && o.code >= 500),
    );
    // invalid by construction, so nothing may succeed (a 200 means a rule the schema states was not enforced)
    const accepted = outcomes.filter((o) => o.status < 300 && (o.code === undefined || o.code === 200));
    recordFigures('schema-fuzz', {
      routes: routes.length,
      routesWithoutInput: withoutInput.length,
      cases: outcomes.length + rawOutcomes.length,
      seconds: Number(seconds.toFixed(1)),
      byStatus: tally([...outcomes, ...rawOutcomes].map((o) => `HTTP ${o.status} / code ${o.code ?? '-'}`)),
      serverErrors: serverErrors.length,
      accepted: accepted.length,
      changedTables: changedTables(before, after),
    });

    expect(routes.length).toBeGreaterThan(150);
    expect(serverErrors, 'no 5xx').toEqual([]);
    expect(accepted, 'no invalid input accepted').toEqual([]);
    expect(changedTables(before, after), 'no business row changed').toEqual([]);
    await expectRetailInvariants(t.ctx.db);
    // the session survived the storm, so every case was really checked as a signed-in super admin
    expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: admin.headers })).json.code).toBe(
      200,
    );
  });
});

function tally(items: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
}
